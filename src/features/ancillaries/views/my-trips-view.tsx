import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import type { AncillaryTrip } from '../../../../contract/ancillaries/ancillary-trip-schemas';
import { ActionButton } from '../../../ui/action-button';
import { FlightLine } from './flight-line';
import { PurchaseProblem, StepHeading, usePurchase } from './purchase-step';
import { BusyNote } from '../../../ui/busy-note';

/** The member's bookings, each with its flights and passengers (a round trip is two flights of one booking or two). */
function bookingsOf(trips: readonly AncillaryTrip[]): AncillaryTrip[][] {
  const byOrder = new Map<string, AncillaryTrip[]>();
  for (const trip of trips) byOrder.set(trip.orderNo, [...(byOrder.get(trip.orderNo) ?? []), trip]);
  return [...byOrder.values()];
}

/** /serve/luggage/myTrip, /serve/meals/myTrip: choose one of the member's trips, or look up another one. */
export function MyTripsView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const { state, context, send } = usePurchase(kind);
  const bookings = bookingsOf(context.trips);
  // On arrival a list already shown is asked for afresh. A flow restored mid-call (after a reload) needs nothing:
  // the host saves the running call with the snapshot, and the restored chart makes it again.
  useEffect(() => {
    if (state === 'choosingTrip') send({ type: 'trips.reload' });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack gap={4}>
      <Text color="muted">{t(`ancillaries.intro.${kind}`)}</Text>
      <StepHeading>{t('ancillaries.trips.heading')}</StepHeading>
      {state === 'loadingTrips' ? <BusyNote label={t('ancillaries.trips.loading')} /> : null}
      {state === 'tripsFailed' ? (
        <PurchaseProblem
          failure={context.failure}
          actions={[{ label: t('ancillaries.actions.retry'), onClick: () => send({ type: 'retry' }) }]}
        />
      ) : null}
      {state === 'choosingTrip' && bookings.length === 0 ? <Text>{t('ancillaries.trips.none')}</Text> : null}
      {state === 'choosingTrip' ? (
        <Stack as="ul" gap={3} listStyleType="none" p={0} m={0}>
          {bookings.map((flights) => (
            <Box as="li" key={flights[0]!.orderNo} borderWidth="1px" borderColor="line" borderRadius="md" p={4}>
              <Text fontSize="sm" color="muted">
                {t('ancillaries.trips.booking', { pnr: flights[0]!.pnr, orderNo: flights[0]!.orderNo })}
              </Text>
              {flights.map((trip) => (
                <Box key={trip.flight.flightId} mt={2}>
                  <FlightLine flight={trip.flight} />
                  <Text fontSize="sm">{trip.passengers.map((passenger) => passenger.name).join('、')}</Text>
                </Box>
              ))}
              <ActionButton mt={3} onClick={() => send({ type: 'trip.choose', orderNo: flights[0]!.orderNo })}>
                {t('ancillaries.trips.choose', { pnr: flights[0]!.pnr })}
              </ActionButton>
            </Box>
          ))}
        </Stack>
      ) : null}
      {state === 'choosingTrip' ? (
        <ActionButton variant="secondary" alignSelf="flex-start" onClick={() => send({ type: 'trip.other' })}>
          {t('ancillaries.trips.other')}
        </ActionButton>
      ) : null}
    </Stack>
  );
}
