import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RefundTotals as Totals } from '../../../contract/calls/refunds';

/** What the chosen coupons give back altogether. */
export function RefundTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const money = (amount: number) => t('refund.money', { amount });
  const rows: [string, string][] = [
    [t('refund.quote.totalFare'), money(totals.fare)],
    [t('refund.quote.totalFee'), `-${money(totals.fee)}`],
    [t('refund.quote.taxes'), money(totals.taxes)],
    ...(totals.insurance > 0 ? [[t('refund.quote.insurance'), money(totals.insurance)] as [string, string]] : []),
    ...(totals.pointsBack > 0
      ? [[t('refund.quote.pointsBack'), t('refund.points', { points: totals.pointsBack })] as [string, string]]
      : []),
  ];
  return (
    <Box as="section" aria-labelledby="refund-total-title" borderWidth="1px" borderColor="line" borderRadius="md" p={4}>
      <chakra.h2 id="refund-total-title" fontWeight="bold" mb={2}>
        {t('refund.quote.total')}
      </chakra.h2>
      <chakra.dl display="grid" gridTemplateColumns="1fr auto" rowGap={1} m={0}>
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <dt>{label}</dt>
            <chakra.dd m={0} textAlign="end">
              {value}
            </chakra.dd>
          </Box>
        ))}
        <chakra.dt fontWeight="bold" pt={2} borderTopWidth="1px" borderColor="line">
          {t('refund.quote.refundAmount')}
        </chakra.dt>
        <chakra.dd m={0} pt={2} textAlign="end" borderTopWidth="1px" borderColor="line">
          <Text as="span" fontSize="xl" fontWeight="bold" color="brand.700" data-testid="refund-total">
            {money(totals.refundAmount)}
          </Text>
        </chakra.dd>
      </chakra.dl>
    </Box>
  );
}
