import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { CheckInFlow } from '../flow/check-in-flow';
import { FlowProblem } from './flow-problem';
import { TripCard } from './trip-card';
import { BusyNote } from '../../../ui/busy-note';

/** checkIn/trip: the passengers and seats about to be checked in, then the check-in itself. */
export function ConfirmView() {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  const state = CheckInFlow.useSelector((snapshot) => snapshot.value);
  const { trip, chosenIds, seats, failure } = CheckInFlow.useSelector((snapshot) => snapshot.context);
  if (!trip) return null;
  const passengers = trip.passengers.filter((passenger) => chosenIds.includes(passenger.couponId));
  return (
    <Stack gap={4}>
      <TripCard trip={trip} />
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('checkin.confirm.heading')}
      </Text>
      <Box as="ul" listStyleType="none" p={0} m={0}>
        {passengers.map((passenger) => (
          <Text as="li" key={passenger.couponId} py={1}>
            {t('checkin.seats.summary', { name: passenger.name, seat: seats[passenger.couponId] })}
          </Text>
        ))}
      </Box>
      {state === 'checkingIn' ? <BusyNote label={t('checkin.confirm.submitting')} /> : null}
      {state === 'checkInFailed' ? <FlowProblem failure={failure} /> : null}
      {state === 'confirming' ? (
        <Flex gap={2} wrap="wrap">
          <ActionButton onClick={() => actor.send({ type: 'checkIn.submit' })}>
            {t('checkin.confirm.submit')}
          </ActionButton>
          <ActionButton variant="secondary" onClick={() => actor.send({ type: 'back' })}>
            {t('checkin.confirm.back')}
          </ActionButton>
        </Flex>
      ) : null}
    </Stack>
  );
}
