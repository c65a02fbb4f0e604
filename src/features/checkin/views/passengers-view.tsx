import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripPassenger } from '../../../../contract/calls/check-in-replies';
import { canCheckIn, isCheckedIn } from '../../../../machines/check-in-rules';
import { ActionButton } from '../../../ui/action-button';
import { CheckInFlow } from '../flow/check-in-flow';
import { FlowProblem } from './flow-problem';
import { TripCard } from './trip-card';
import { BusyNote } from '../../../ui/busy-note';

function PassengerRow({ passenger }: { passenger: TripPassenger }) {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  const { chosenIds, assistanceIds } = CheckInFlow.useSelector((snapshot) => snapshot.context);
  const chosen = chosenIds.includes(passenger.couponId);
  const id = `checkin-passenger-${passenger.couponId}`;
  return (
    <Box as="li" borderWidth="1px" borderColor={chosen ? 'brand.600' : 'line'} borderRadius="md" p={3}>
      <Flex justify="space-between" wrap="wrap" gap={2} align="center">
        <Box>
          <Text fontWeight="bold">
            {passenger.name}{' '}
            <chakra.span fontWeight="normal" color="muted">
              ({t(`checkin.passengerType.${passenger.passengerType}`)})
            </chakra.span>
          </Text>
          {passenger.ticketNo ? (
            <Text fontSize="sm" color="muted">
              {passenger.ticketNo}
            </Text>
          ) : null}
        </Box>
        {isCheckedIn(passenger) ? (
          <Flex align="center" gap={2} wrap="wrap">
            <Text>✓ {t('checkin.passengers.checkedIn', { seat: passenger.seat })}</Text>
            <ActionButton
              variant="secondary"
              onClick={() => actor.send({ type: 'boardingPass.open', couponId: passenger.couponId })}
            >
              {t('checkin.passengers.viewPass', { name: passenger.name })}
            </ActionButton>
          </Flex>
        ) : null}
      </Flex>
      {canCheckIn(passenger) ? (
        <Stack gap={1} mt={2}>
          <chakra.label htmlFor={id} display="flex" gap={2} alignItems="center" cursor="pointer">
            <input
              id={id}
              type="checkbox"
              checked={chosen}
              onChange={() => actor.send({ type: 'passenger.toggle', couponId: passenger.couponId })}
            />
            {t('checkin.passengers.choose', { name: passenger.name })}
          </chakra.label>
          <chakra.label
            htmlFor={`${id}-assistance`}
            display="flex"
            gap={2}
            alignItems="center"
            cursor="pointer"
            fontSize="sm"
          >
            <input
              id={`${id}-assistance`}
              type="checkbox"
              checked={assistanceIds.includes(passenger.couponId)}
              onChange={(event) =>
                actor.send({ type: 'passenger.assistance', couponId: passenger.couponId, needed: event.target.checked })
              }
            />
            {t('checkin.passengers.assistance', { name: passenger.name })}
          </chakra.label>
        </Stack>
      ) : null}
      {passenger.passengerType === 'INF' ? (
        <Text fontSize="sm" color="muted" mt={1}>
          {t('checkin.passengers.infant')}
        </Text>
      ) : !isCheckedIn(passenger) && passenger.eligibility.code !== 'ok' ? (
        <Text fontSize="sm" mt={1}>
          ⓘ {passenger.eligibility.message}
        </Text>
      ) : null}
    </Box>
  );
}

/** checkIn/checkInList: the trip's passengers, who may check in and why not, who checks in now and who needs assistance. */
export function PassengersView() {
  const { t } = useTranslation();
  const actor = CheckInFlow.useActorRef();
  const state = CheckInFlow.useSelector((snapshot) => snapshot.value);
  const { trip, chosenIds, failure } = CheckInFlow.useSelector((snapshot) => snapshot.context);
  const [triedEmpty, setTriedEmpty] = useState(false);
  if (!trip) return null;
  const confirm = () => {
    setTriedEmpty(chosenIds.length === 0);
    actor.send({ type: 'passengers.confirm' });
  };
  return (
    <Stack gap={4}>
      <TripCard trip={trip} />
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('checkin.passengers.heading')}
      </Text>
      <Stack as="ul" gap={2} listStyleType="none" p={0} m={0}>
        {trip.passengers.map((passenger) => (
          <PassengerRow key={passenger.couponId} passenger={passenger} />
        ))}
      </Stack>
      {state === 'loadingBoardingPasses' ? <BusyNote label={t('checkin.passengers.loadingPass')} /> : null}
      {state === 'boardingPassFailed' ? <FlowProblem failure={failure} /> : null}
      {triedEmpty && chosenIds.length === 0 ? <Text role="alert">{t('checkin.passengers.noneChosen')}</Text> : null}
      <Flex gap={2} wrap="wrap">
        <ActionButton onClick={confirm}>{t('checkin.passengers.continue')}</ActionButton>
        <ActionButton variant="secondary" onClick={() => actor.send({ type: 'back' })}>
          {t('checkin.errors.back')}
        </ActionButton>
      </Flex>
    </Stack>
  );
}
