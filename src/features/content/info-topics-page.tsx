import { chakra, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INFO_GROUP_CODES, type InfoGroupCode } from '../../../contract/calls/content';
import { topicTreeQueryOptions } from '../../api/topic-pages';
import { useLocale } from '../../i18n/use-locale';
import { ActionButton } from '../../ui/action-button';
import { useLocaleParam } from '../../ui/locale-link';
import { PageFrame } from '../../ui/page-frame';
import { useInfoGroups } from '../../ui/use-info-groups';
import { QueryState } from './query-state';
import { TopicTree } from './topic-tree';

export interface InfoTopicsSearch {
  type?: string;
  q?: string;
}

function asGroupCode(value: string | undefined): InfoGroupCode | undefined {
  return (INFO_GROUP_CODES as readonly string[]).includes(value ?? '') ? (value as InfoGroupCode) : undefined;
}

/** /webView: every info topic, filtered by group and searched by title (cascadeTopicTree). */
export function InfoTopicsPage({ search }: { search: InfoTopicsSearch }) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  const groups = useInfoGroups();
  const type = asGroupCode(search.type);
  const tree = useQuery(topicTreeQueryOptions(useLocale(), type, search.q ?? ''));
  const [text, setText] = useState(search.q ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '/{-$locale}/webView',
      params: localeParam,
      search: { ...(type ? { type } : {}), ...(text.trim() ? { q: text.trim() } : {}) },
    });
  };
  const filterLink = (code: InfoGroupCode | undefined, label: string) => (
    <chakra.span
      key={code ?? 'all'}
      px={3}
      py={1}
      borderRadius="full"
      border="1px solid"
      borderColor={code === type ? 'brand.600' : 'line'}
      color={code === type ? 'brand.700' : 'ink'}
    >
      <Link
        to="/{-$locale}/webView"
        params={localeParam}
        search={code ? { type: code } : {}}
        aria-current={code === type ? 'page' : undefined}
      >
        {label}
      </Link>
    </chakra.span>
  );
  return (
    <PageFrame>
      <chakra.form role="search" onSubmit={onSubmit} display="flex" gap={2} mb={4} maxW="480px">
        <chakra.input
          type="search"
          aria-label={t('topics.searchLabel')}
          placeholder={t('topics.searchPlaceholder')}
          value={text}
          maxLength={50}
          onChange={(event) => setText(event.target.value)}
          flex="1"
          h="10"
          px={3}
          border="1px solid"
          borderColor="line"
          borderRadius="md"
        />
        <ActionButton type="submit">{t('topics.search')}</ActionButton>
      </chakra.form>
      <Flex as="nav" aria-label={t('topics.groups')} wrap="wrap" gap={2} mb={6}>
        {filterLink(undefined, t('topics.allGroups'))}
        {(groups.data ?? []).map((group) => filterLink(asGroupCode(group.dincCode), group.dincName))}
      </Flex>
      <QueryState query={tree}>{(data) => <TopicTree groups={data} />}</QueryState>
    </PageFrame>
  );
}
