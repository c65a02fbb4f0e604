import { Box, Flex, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AlternativeFlight } from '../../../contract/calls/disruption';
import type { ChangeQuote, ChangeResult } from '../../../contract/calls/ticket-changes';
import { ActionButton } from '../../ui/action-button';
import { formatCalendarDate, localeOf } from '../../i18n/format';
import { ChangeClassNote } from '../../ui/change-class-note';

/** An alternative flight as a line: its day as the reader writes days, then its number and time. */
function useFlightLine() {
  const { t, i18n } = useTranslation();
  return (flight: AlternativeFlight) =>
    t('disruption.offer.flight', {
      ...flight,
      flightDate: formatCalendarDate(flight.flightDate, localeOf(i18n.language)),
    });
}

/** The flights the free change may go to, each a button. */
export function AlternativeFlights({
  flights,
  busy,
  onChoose,
}: {
  flights: AlternativeFlight[];
  busy: boolean;
  onChoose: (flight: AlternativeFlight) => void;
}) {
  const { t } = useTranslation();
  const flightLine = useFlightLine();
  if (flights.length === 0) return <Text>{t('disruption.offer.noAlternatives')}</Text>;
  return (
    <Flex as="ul" gap={2} wrap="wrap" listStyleType="none" p={0}>
      {flights.map((flight) => (
        <li key={`${flight.flightNo}@${flight.flightDate}`}>
          <ActionButton variant="secondary" disabled={busy} onClick={() => onChoose(flight)}>
            {flightLine(flight)}
          </ActionButton>
        </li>
      ))}
    </Flex>
  );
}

/** The free quote: nothing to pay, said per passenger and in total. */
export function FreeQuote({ quote }: { quote: ChangeQuote }) {
  const { t } = useTranslation();
  const flightLine = useFlightLine();
  return (
    <Box>
      <Text fontWeight="bold">{flightLine(quote.flight)}</Text>
      <List.Root ps={4}>
        {quote.coupons.map((coupon) => (
          <List.Item key={coupon.ticketId}>
            {t('disruption.offer.couponQuote', {
              passenger: coupon.passengerName,
              fee: coupon.fee,
              difference: coupon.fareDifference + coupon.taxDifference,
            })}
          </List.Item>
        ))}
      </List.Root>
      <Text fontWeight="bold">{t('disruption.offer.total', { amount: quote.totals.amount })}</Text>
      <ChangeClassNote quote={quote} />
    </Box>
  );
}

/** The change made: each passenger's new e-ticket. */
export function NewTickets({ result, names }: { result: ChangeResult; names: Map<number, string> }) {
  const { t } = useTranslation();
  return (
    <Box role="status">
      <Text fontWeight="bold">{t('disruption.offer.changed', { changeNo: result.changeNo })}</Text>
      <List.Root ps={4}>
        {result.tickets.map((ticket) => (
          <List.Item key={ticket.ticketId}>
            {t('disruption.offer.newTicket', {
              passenger: names.get(ticket.ticketId) ?? '',
              ticketNo: ticket.newTicketNo ?? '—',
              oldTicketNo: ticket.oldTicketNo ?? '—',
            })}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
