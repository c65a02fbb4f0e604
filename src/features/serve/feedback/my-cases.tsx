import { Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FeedbackKind } from '../../../../contract/calls/feedback';
import { useSession } from '../../../session/use-session';
import { useLocaleParam } from '../../../ui/locale-link';
import { TextLinkStyle } from '../../../ui/text-link-style';
import { detailRouteOf } from './case-routes';
import { CaseStatusBadge } from './case-status';
import { myCasesQueryOptions } from './feedback-api';
import { useDateTime } from './use-date-time';

/** A member's own cases of this kind; a visitor is pointed to the lookup by reference number and code. */
export function MyCases({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const localeParam = useLocaleParam();
  const formatTime = useDateTime();
  const cases = useQuery({ ...myCasesQueryOptions(user?.userid ?? '', kind), enabled: Boolean(user) });
  return (
    <Stack as="section" aria-labelledby="my-cases-heading" gap={3}>
      <Text as="h2" id="my-cases-heading" fontWeight="bold" fontSize="lg">
        {t(`feedback.kinds.${kind}.mine`)}
      </Text>
      {!user ? (
        <Text fontSize="sm">
          {t('feedback.mine.visitor')}{' '}
          <TextLinkStyle>
            <Link to="/{-$locale}/serve/verification" params={localeParam} search={{ caseNo: '' }}>
              {t('feedback.mine.lookUp')}
            </Link>
          </TextLinkStyle>
        </Text>
      ) : null}
      {cases.isLoading ? <Text role="status">{t('feedback.mine.loading')}</Text> : null}
      {cases.isError ? <Text role="alert">{cases.error.message}</Text> : null}
      {cases.data?.length === 0 ? <Text color="muted">{t('feedback.mine.empty')}</Text> : null}
      {cases.data?.length ? (
        <Stack as="ul" gap={2} listStyleType="none" p={0} m={0}>
          {cases.data.map((item) => (
            <Stack as="li" key={item.caseNo} gap={1} borderWidth="1px" borderColor="line" borderRadius="md" p={3}>
              <Flex justify="space-between" gap={2} wrap="wrap" align="center">
                <TextLinkStyle>
                  <Link to={detailRouteOf(item.kind)} params={localeParam} search={{ caseNo: item.caseNo }}>
                    {item.caseNo} · {t(`feedback.categories.${item.category}`)}
                  </Link>
                </TextLinkStyle>
                <CaseStatusBadge status={item.status} />
              </Flex>
              <Text fontSize="sm">{item.excerpt}</Text>
              <Text fontSize="xs" color="muted">
                {t('feedback.mine.filedAt', { at: formatTime(item.createdAt) })}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
