import { Box, Flex, Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogueArea } from '../../i18n/use-catalogue-area';
import { useLocale } from '../../i18n/use-locale';
import { useSession } from '../../session/use-session';
import { useLocaleParam } from '../../ui/locale-link';
import { disruptionNoticesQueryOptions } from '../../api/disruption-notices';
import { DisruptionNoticeText } from './disruption-notice-text';

/**
 * The notices of a logged-in member's cancelled or delayed flights (home, orders, check-in trip), each with a
 * link to its offer. Optionally only one order's. They stay until the coupons are changed or refunded.
 */
export function DisruptionNotices({ orderNo }: { orderNo?: string }) {
  const { user } = useSession();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const { t } = useTranslation();
  const wordsArrived = useCatalogueArea('disruption');
  const { data } = useQuery({
    ...disruptionNoticesQueryOptions(user?.userid ?? '', locale),
    enabled: Boolean(user),
  });
  const notices = (data ?? []).filter((notice) => !orderNo || notice.orderNo === orderNo);
  if (!user || !wordsArrived || notices.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="disruption-notices"
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="md"
      p={4}
      my={4}
    >
      <Heading as="h2" id="disruption-notices" size="md" mb={2}>
        <span aria-hidden="true">⚠ </span>
        {t('disruption.notice.title')}
      </Heading>
      {notices.map((notice) => (
        <Flex
          key={`${notice.orderNo}-${notice.flightNo}-${notice.flightDate}`}
          gap={3}
          wrap="wrap"
          align="center"
          py={2}
        >
          <DisruptionNoticeText notice={notice} />
          <Link to="/{-$locale}/disruption" params={localeParam} search={{ orderNo: notice.orderNo }}>
            {t('disruption.notice.act', { orderNo: notice.orderNo })}
          </Link>
        </Flex>
      ))}
    </Box>
  );
}
