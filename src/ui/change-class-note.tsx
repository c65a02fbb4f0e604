import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChangeQuote } from '../../contract/calls/ticket-changes';

/**
 * Said beside a change quote whose coupons' fare class is full on the new flight, so the change moves them up
 * to another class of the cabin (with other rules for a later refund or change).
 */
export function ChangeClassNote({ quote }: { quote: ChangeQuote }) {
  const { t } = useTranslation();
  const from = quote.coupons[0]?.fromBookingClass;
  if (!from || from === quote.flight.bookingClass) return null;
  return (
    <Text fontSize="sm" mt={2}>
      {t('change.page.classMoved', { from, to: quote.flight.bookingClass })}
    </Text>
  );
}
