import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RefundRecord, RefundTimelineEvent } from '../../../contract/calls/refunds';
import { useLocale } from '../../i18n/use-locale';
import { useLocaleParam } from '../../ui/locale-link';
import { TextLinkStyle } from '../../ui/text-link-style';
import { refundProgressQueryOptions } from './refund-api';
import { formatRefundTime } from './refund-time';

/** /refund/data?orderNo=: each refund's steps (requested → refunded) with amounts, and its coupons. */
export function RefundProgressPage({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const progress = useQuery({ ...refundProgressQueryOptions(orderNo, locale), enabled: orderNo !== '' });
  if (!orderNo) {
    return (
      <TextLinkStyle>
        <Link to="/{-$locale}/member/myOrder" params={localeParam}>
          {t('refund.quote.toMyOrders')}
        </Link>
      </TextLinkStyle>
    );
  }
  if (progress.isPending) return <Text role="status">{t('refund.progress.loading')}</Text>;
  if (progress.isError)
    return <Text role="alert">{t('refund.errors.loadFailed', { message: progress.error.message })}</Text>;
  const { refunds, timeline } = progress.data;
  return (
    <Stack gap={4} maxW="3xl">
      <Text fontWeight="medium">{t('refund.progress.orderLabel', { orderNo })}</Text>
      {refunds.length === 0 ? (
        <Text>{t('refund.progress.empty')}</Text>
      ) : (
        <Timeline events={timeline} locale={locale} />
      )}
      {refunds.map((refund) => (
        <RefundCard key={refund.refundNo} refund={refund} locale={locale} />
      ))}
      <Box>
        <TextLinkStyle>
          <Link to="/{-$locale}/refund" params={localeParam} search={{ orderNo }}>
            {t('refund.progress.backToRefund')}
          </Link>
        </TextLinkStyle>
      </Box>
    </Stack>
  );
}

function Timeline({ events, locale }: { events: readonly RefundTimelineEvent[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="refund-timeline-title">
      <chakra.h2 id="refund-timeline-title" fontWeight="bold" mb={2}>
        {t('refund.progress.timelineTitle')}
      </chakra.h2>
      <chakra.ol listStyleType="none" m={0} p={0} borderStartWidth="2px" borderColor="brand.600" ps={4}>
        {events.map((event, index) => (
          <Box as="li" key={`${event.refundNo}-${event.kind}-${index}`} position="relative" pb={3}>
            <Box
              position="absolute"
              insetStart="-23px"
              top="6px"
              w={3}
              h={3}
              borderRadius="full"
              bg={event.kind === 'refunded' ? 'green.600' : 'brand.600'}
              aria-hidden="true"
            />
            <Text fontWeight="medium">{t(`refund.progress.event.${event.kind}`)}</Text>
            <Text fontSize="sm" color="muted">
              <time dateTime={event.at}>{formatRefundTime(event.at, locale)}</time> · {event.refundNo}
            </Text>
            <Text fontSize="sm">{t('refund.progress.eventAmount', { amount: event.amount, fee: event.fee })}</Text>
            {event.pointsBack > 0 && (
              <Text fontSize="sm">{t('refund.progress.eventPoints', { points: event.pointsBack })}</Text>
            )}
          </Box>
        ))}
      </chakra.ol>
    </Box>
  );
}

function RefundCard({ refund, locale }: { refund: RefundRecord; locale: string }) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-label={t('refund.progress.refundTitle', { refundNo: refund.refundNo })}
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      p={4}
    >
      <Flex justify="space-between" wrap="wrap" gap={2} mb={2}>
        <chakra.h2 fontWeight="bold">{t('refund.progress.refundTitle', { refundNo: refund.refundNo })}</chakra.h2>
        <Text fontWeight="medium" color={refund.status === 'refunded' ? 'green.700' : 'orange.700'}>
          {t(`refund.progress.status.${refund.status}`)}
        </Text>
      </Flex>
      <Text fontSize="sm" color="muted">
        {t('refund.progress.requestedAt', { time: formatRefundTime(refund.requestedAt, locale) })}
        {refund.refundedAt &&
          ` · ${t('refund.progress.refundedAt', { time: formatRefundTime(refund.refundedAt, locale) })}`}
      </Text>
      <chakra.ul pl={5} mt={2} fontSize="sm">
        {refund.coupons.map((coupon) => (
          <li key={coupon.ticketId}>
            {t('refund.progress.coupon', {
              passenger: coupon.passengerName,
              flightNo: coupon.flightNo,
              origin: coupon.origin,
              destination: coupon.destination,
              amount: coupon.amount,
              fee: coupon.fee,
            })}
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
