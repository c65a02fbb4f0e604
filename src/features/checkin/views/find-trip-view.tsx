import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CheckInTrip } from '../../../../contract/calls/check-in-replies';
import { ActionButton } from '../../../ui/action-button';
import { useSession } from '../../../session/use-session';
import { myTripsQueryOptions } from '../check-in-api';
import { CheckInFlow } from '../flow/check-in-flow';
import { FindTripForms } from './find-trip-forms';
import { FlowProblem } from './flow-problem';
import { TripCard } from './trip-card';
import { BusyNote } from '../../../ui/busy-note';

function TripChoices({ trips }: { trips: readonly CheckInTrip[] }) {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  return (
    <Stack as="ul" gap={3} listStyleType="none" p={0} m={0}>
      {trips.map((trip) => (
        <li key={`${trip.orderNo}-${trip.flight.flightId}`}>
          <TripCard trip={trip}>
            <ActionButton mt={3} onClick={() => actor.send({ type: 'trip.select', trip })}>
              {t('checkin.find.choose', { flightNo: trip.flight.flightNo })}
            </ActionButton>
          </TripCard>
        </li>
      ))}
    </Stack>
  );
}

function MyTrips() {
  const { t } = useTranslation();
  const { user } = useSession();
  const trips = useQuery({ ...myTripsQueryOptions(user?.userid ?? ''), enabled: Boolean(user) });
  return (
    <Stack as="section" aria-labelledby="checkin-my-trips" gap={3}>
      <Text as="h2" id="checkin-my-trips" fontWeight="bold" fontSize="lg">
        {t('checkin.find.myTrips')}
      </Text>
      {trips.isPending ? <BusyNote label={t('checkin.loading')} /> : null}
      {trips.isError ? <Text role="alert">{t('checkin.find.myTripsFailed')}</Text> : null}
      {trips.data?.length === 0 ? <Text color="muted">{t('checkin.find.myTripsEmpty')}</Text> : null}
      {trips.data?.length ? <TripChoices trips={trips.data} /> : null}
    </Stack>
  );
}

/** /serve/checkIn: find the trip by ticket or by document and name, or pick one of the member's own trips. */
export function FindTripView() {
  const { t } = useTranslation();
  const state = CheckInFlow.useSelector((snapshot) => snapshot.value);
  const { failure, trips } = CheckInFlow.useSelector((snapshot) => snapshot.context);
  return (
    <Stack gap={6}>
      <FindTripForms />
      {state === 'lookingUpTrip' ? <BusyNote label={t('checkin.find.searching')} /> : null}
      {state === 'tripLookupFailed' ? (
        <FlowProblem failure={failure} canRetry={failure?.code !== 'TRIP_NOT_FOUND'} />
      ) : null}
      {state === 'choosingTrip' ? (
        <Stack gap={3}>
          <Text role="status">{t('checkin.find.foundTrips')}</Text>
          <TripChoices trips={trips} />
        </Stack>
      ) : null}
      <MyTrips />
    </Stack>
  );
}
