import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { InfoNoticeListEntry } from '../../../contract/calls/content';
import { infoNoticeListQueryOptions, topicTreeQueryOptions } from '../../api/topic-pages';
import { useLocale } from '../../i18n/use-locale';
import { useLocaleParam } from '../../ui/locale-link';
import { PageFrame } from '../../ui/page-frame';
import type { CategoryListSearch } from './category-list-search';
import { QueryState } from './query-state';
import { formatReplyDate } from '../../i18n/format';

const PAGE_SIZE = 10;

function EntryLink({ entry, kind }: { entry: InfoNoticeListEntry; kind: 'faq' | 'notice' }) {
  const localeParam = useLocaleParam();
  return kind === 'faq' ? (
    <Link to="/{-$locale}/webView/questionData" params={localeParam} search={{ topicid: entry.topicid }}>
      {entry.title}
    </Link>
  ) : (
    <Link to="/{-$locale}/serve/webView/{-$topicid}" params={{ ...localeParam, topicid: entry.topicid }}>
      {entry.title}
    </Link>
  );
}

/** The FAQ list and the bulletin: one group's categories as tabs, each a paged list of entries with their dates. */
export function CategoryListPage({ kind, search }: { kind: 'faq' | 'notice'; search: CategoryListSearch }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const to = kind === 'faq' ? '/{-$locale}/serve/questionList' : '/{-$locale}/serve/bulletin';
  const tree = useQuery(topicTreeQueryOptions(locale, kind));
  const categories = tree.data?.flatMap((group) => group.children) ?? [];
  const categoryid = search.categoryid ?? categories[0]?.categoryid;
  const page = search.page ?? 1;
  const list = useQuery({
    ...infoNoticeListQueryOptions(locale, categoryid ?? '', page, PAGE_SIZE),
    enabled: Boolean(categoryid),
  });
  return (
    <PageFrame>
      <QueryState query={tree}>
        {() => (
          <Flex as="nav" aria-label={t('topics.categories')} wrap="wrap" gap={2} mb={6}>
            {categories.map((category) => (
              <chakra.span
                key={category.categoryid}
                px={3}
                py={1}
                borderRadius="full"
                border="1px solid"
                borderColor={category.categoryid === categoryid ? 'brand.600' : 'line'}
              >
                <Link
                  to={to}
                  params={localeParam}
                  search={{ categoryid: category.categoryid }}
                  aria-current={category.categoryid === categoryid ? 'page' : undefined}
                >
                  {category.category}
                </Link>
              </chakra.span>
            ))}
          </Flex>
        )}
      </QueryState>
      {categoryid ? (
        <QueryState query={list}>
          {(data) => (
            <Box>
              {data.list.length ? null : <Text color="muted">{t('topics.noTopics')}</Text>}
              <chakra.ul listStyleType="none" p={0} m={0}>
                {data.list.map((entry) => (
                  <Flex
                    as="li"
                    key={entry.topicid}
                    justify="space-between"
                    gap={4}
                    py={3}
                    borderBottom="1px solid"
                    borderColor="line"
                  >
                    <EntryLink entry={entry} kind={kind} />
                    <Text as="span" color="muted" fontSize="sm" whiteSpace="nowrap">
                      {formatReplyDate(entry.createDate, locale)}
                    </Text>
                  </Flex>
                ))}
              </chakra.ul>
              <Flex as="nav" aria-label={t('topics.pages')} justify="center" align="center" gap={4} mt={6}>
                {page > 1 ? (
                  <Link to={to} params={localeParam} search={{ categoryid, page: page - 1 }}>
                    {t('topics.previous')}
                  </Link>
                ) : null}
                <Text as="span">
                  {t('topics.pageOf', { page, pages: Math.max(1, Math.ceil(data.total / data.pageSize)) })}
                </Text>
                {page * data.pageSize < data.total ? (
                  <Link to={to} params={localeParam} search={{ categoryid, page: page + 1 }}>
                    {t('topics.next')}
                  </Link>
                ) : null}
              </Flex>
            </Box>
          )}
        </QueryState>
      ) : null}
    </PageFrame>
  );
}
