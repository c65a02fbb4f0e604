import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChangeQuote } from '../../../contract/calls/ticket-changes';
import { ChangeClassNote } from '../../ui/change-class-note';

const cell = { borderBottomWidth: '1px', borderColor: 'line', px: 3, py: 2, textAlign: 'start' } as const;

/** Per passenger: the change fee, the fare difference and the tax difference, and their totals. */
export function QuoteTable({ quote }: { quote: ChangeQuote }) {
  const { t } = useTranslation();
  const money = (amount: number) => t('change.page.money', { amount });
  return (
    <chakra.section aria-labelledby="change-quote-heading">
      <Text as="h2" id="change-quote-heading" fontSize="lg" fontWeight="semibold" mb={2}>
        {t('change.page.quoteTitle', {
          flightNo: quote.flight.flightNo,
          date: quote.flight.flightDate,
          time: quote.flight.departureTime,
        })}
      </Text>
      <chakra.table width="full" borderCollapse="collapse">
        <thead>
          <tr>
            {(['passenger', 'fee', 'fareDifference', 'taxDifference', 'amount'] as const).map((column) => (
              <chakra.th key={column} {...cell} scope="col">
                {t(`change.page.columns.${column}`)}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quote.coupons.map((coupon) => (
            <tr key={coupon.ticketId}>
              <chakra.th {...cell} scope="row">
                {coupon.passengerName}
              </chakra.th>
              <chakra.td {...cell}>{money(coupon.fee)}</chakra.td>
              <chakra.td {...cell}>{money(coupon.fareDifference)}</chakra.td>
              <chakra.td {...cell}>{money(coupon.taxDifference)}</chakra.td>
              <chakra.td {...cell}>{money(coupon.amount)}</chakra.td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <chakra.th {...cell} scope="row">
              {t('change.page.columns.total')}
            </chakra.th>
            <chakra.td {...cell}>{money(quote.totals.fee)}</chakra.td>
            <chakra.td {...cell}>{money(quote.totals.fareDifference)}</chakra.td>
            <chakra.td {...cell}>{money(quote.totals.taxDifference)}</chakra.td>
            <chakra.td {...cell} fontWeight="bold">
              {money(quote.totals.amount)}
            </chakra.td>
          </tr>
        </tfoot>
      </chakra.table>
      <Text fontSize="sm" color="muted" mt={2}>
        {t('change.page.quoteValid')}
      </Text>
      <ChangeClassNote quote={quote} />
    </chakra.section>
  );
}
