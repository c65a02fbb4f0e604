import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CouponQuote } from '../../../contract/calls/refunds';
import { formatLocalDateTime } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';

interface CouponListProps {
  coupons: readonly CouponQuote[];
  selected: ReadonlySet<number>;
  /** The quote of the current selection, whose per-coupon amounts are shown beside each chosen coupon. */
  quoted: ReadonlyMap<number, CouponQuote>;
  onToggle: (ticketId: number) => void;
}

/** The order's coupons by flight: a box to choose each refundable one, and what it gives back. */
export function CouponList({ coupons, selected, quoted, onToggle }: CouponListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const segments = [...new Set(coupons.map((coupon) => coupon.segmentIndex))].sort((a, b) => a - b);
  return (
    <Stack gap={4}>
      {segments.map((segmentIndex) => {
        const onSegment = coupons.filter((coupon) => coupon.segmentIndex === segmentIndex);
        const first = onSegment[0]!;
        return (
          <Box as="section" key={segmentIndex} borderWidth="1px" borderColor="line" borderRadius="md" overflow="hidden">
            <chakra.h2 fontSize="md" fontWeight="bold" px={4} py={2} bg="surface">
              {t('refund.quote.segment', {
                index: segmentIndex + 1,
                flightNo: first.flightNo,
                origin: first.origin,
                destination: first.destination,
                departure: formatLocalDateTime(first.flightDate, first.departureTime, locale),
              })}
            </chakra.h2>
            <chakra.ul listStyleType="none" m={0} p={0}>
              {onSegment.map((coupon) => (
                <CouponRow
                  key={coupon.ticketId}
                  coupon={coupon}
                  checked={selected.has(coupon.ticketId)}
                  quote={quoted.get(coupon.ticketId)}
                  onToggle={() => onToggle(coupon.ticketId)}
                />
              ))}
            </chakra.ul>
          </Box>
        );
      })}
    </Stack>
  );
}

function CouponRow({
  coupon,
  checked,
  quote,
  onToggle,
}: {
  coupon: CouponQuote;
  checked: boolean;
  quote: CouponQuote | undefined;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => t('refund.money', { amount });
  const shown = quote ?? coupon;
  return (
    <Flex as="li" gap={3} px={4} py={3} borderTopWidth="1px" borderColor="line" align="flex-start" wrap="wrap">
      <chakra.input
        type="checkbox"
        id={`coupon-${coupon.ticketId}`}
        checked={checked}
        disabled={!coupon.refundable}
        onChange={onToggle}
        aria-label={t('refund.quote.chooseCoupon', { passenger: coupon.passengerName, flightNo: coupon.flightNo })}
        w={5}
        h={5}
        mt={1}
        accentColor="brand.600"
      />
      <Box flex="1 1 12rem" minW={0}>
        <Text fontWeight="medium">
          {coupon.passengerName}{' '}
          <chakra.span color="muted" fontSize="sm">
            {t(`refund.passengerType.${coupon.passengerType}`)}
          </chakra.span>
        </Text>
        {coupon.ticketNo && (
          <Text fontSize="sm" color="muted">
            {t('refund.quote.ticketNo', { ticketNo: coupon.ticketNo })}
          </Text>
        )}
        {!coupon.refundable && coupon.reason && (
          <Text fontSize="sm" color="red.700" fontWeight="medium">
            {t(`refund.reasonLabel.${coupon.reason}`)}
          </Text>
        )}
      </Box>
      {coupon.refundable && (
        <chakra.dl
          display="grid"
          gridTemplateColumns="auto auto"
          columnGap={4}
          rowGap={0.5}
          fontSize="sm"
          m={0}
          flex="0 0 auto"
          opacity={checked ? 1 : 0.6}
        >
          <dt>{t('refund.quote.fare')}</dt>
          <chakra.dd m={0} textAlign="end">
            {money(shown.fare)}
          </chakra.dd>
          <dt>
            {coupon.disruption
              ? t(`refund.quote.feeWaived.${coupon.disruption}`)
              : t('refund.quote.fee', { percent: shown.feePercent })}
          </dt>
          <chakra.dd m={0} textAlign="end">
            -{money(shown.fee)}
          </chakra.dd>
          <dt>{t('refund.quote.taxes')}</dt>
          <chakra.dd m={0} textAlign="end">
            {money(shown.airportFee + shown.fuelSurcharge)}
          </chakra.dd>
          {shown.insurance > 0 && (
            <>
              <dt>{t('refund.quote.insurance')}</dt>
              <chakra.dd m={0} textAlign="end">
                {money(shown.insurance)}
              </chakra.dd>
            </>
          )}
          {shown.points > 0 && (
            <>
              <dt>{t('refund.quote.pointsBack')}</dt>
              <chakra.dd m={0} textAlign="end">
                {t('refund.points', { points: shown.pointsBack })}
              </chakra.dd>
            </>
          )}
          <chakra.dt fontWeight="bold">{t('refund.quote.refundAmount')}</chakra.dt>
          <chakra.dd m={0} textAlign="end" fontWeight="bold" color="brand.700">
            {money(shown.refundAmount)}
          </chakra.dd>
        </chakra.dl>
      )}
    </Flex>
  );
}
