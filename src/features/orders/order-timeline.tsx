import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '../../../contract/calls/orders';
import { formatTicketNo } from '../../../contract/calls/payments';
import { beijingTime } from './order-labels';

const KNOWN_EVENTS = [
  'created',
  'payment_started',
  'paid',
  'pay_failed',
  'payment_expired',
  'ticketed',
  'canceled',
  'expired',
  'insurance_added',
  'refund_requested',
  'refunded',
  'change_requested',
  'changed',
  'change_canceled',
];

/** A change's old and new ticket numbers, as the server wrote them on its 'changed' event. */
function exchangedTickets(event: OrderEvent): { oldTicketNo: string | null; newTicketNo: string }[] {
  const tickets = event.kind === 'changed' ? event.detail.tickets : undefined;
  return Array.isArray(tickets) ? (tickets as { oldTicketNo: string | null; newTicketNo: string }[]) : [];
}

/** How many paid luggage and meal items a change took along, and how many it left to be refunded. */
function changedExtras(event: OrderEvent): { moved: number; refunded: number } {
  const extras = event.kind === 'changed' ? event.detail.extras : undefined;
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return extras && typeof extras === 'object'
    ? {
        moved: count((extras as Record<string, unknown>).moved),
        refunded: count((extras as Record<string, unknown>).refunded),
      }
    : { moved: 0, refunded: 0 };
}

/** What happened to the order, oldest first. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box as="section" aria-labelledby="order-timeline-heading">
      <Text as="h2" id="order-timeline-heading" fontSize="lg" fontWeight="semibold" mb={2}>
        {t('orders.detail.timeline')}
      </Text>
      <Stack as="ol" listStyleType="none" p={0} m={0} gap={2} borderStartWidth="2px" borderColor="line" ps={4}>
        {events.map((event, index) => (
          <Box as="li" key={`${event.kind}-${event.at}-${index}`}>
            <Text fontWeight="medium">
              {t(`orders.timeline.${KNOWN_EVENTS.includes(event.kind) ? event.kind : 'other'}`)}
            </Text>
            {exchangedTickets(event).map((ticket) => (
              <Text key={ticket.newTicketNo} fontSize="sm">
                {t('change.page.ticketPair', {
                  oldTicketNo: formatTicketNo(ticket.oldTicketNo ?? '—'),
                  newTicketNo: formatTicketNo(ticket.newTicketNo),
                })}
              </Text>
            ))}
            <ChangedExtras {...changedExtras(event)} />
            <Text fontSize="sm" color="muted">
              <time dateTime={event.at}>{beijingTime(event.at, i18n.language)}</time>
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function ChangedExtras({ moved, refunded }: { moved: number; refunded: number }) {
  const { t } = useTranslation();
  return (
    <>
      {moved > 0 && <Text fontSize="sm">{t('change.page.extrasMoved', { count: moved })}</Text>}
      {refunded > 0 && <Text fontSize="sm">{t('change.page.extrasRefunded', { count: refunded })}</Text>}
    </>
  );
}
