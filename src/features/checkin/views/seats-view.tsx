import { Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../../contract/localized-text';
import { useLocale } from '../../../i18n/use-locale';
import { ActionButton } from '../../../ui/action-button';
import { CheckInFlow } from '../flow/check-in-flow';
import { SeatPicker } from '../seat-map/seat-picker';
import { FlowProblem } from './flow-problem';
import { BusyNote } from '../../../ui/busy-note';

/** checkIn/checkSeat: a seat for each passenger on the aircraft's map (or its list), with refusals said at once. */
export function SeatsView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = CheckInFlow.useActorRef();
  const state = CheckInFlow.useSelector((snapshot) => snapshot.value);
  const { seatMap, seats, chosenIds, notice, failure } = CheckInFlow.useSelector((snapshot) => snapshot.context);
  const [activeId, setActiveId] = useState<number>();
  const [triedIncomplete, setTriedIncomplete] = useState(false);

  if (state === 'seatMapFailed') return <FlowProblem failure={failure} />;
  if (state === 'loadingSeatMap' || !seatMap) {
    return (
      <Stack gap={3}>
        {notice === 'SEAT_TAKEN' ? <Text role="alert">{t('checkin.refusals.SEAT_TAKEN')}</Text> : null}
        <BusyNote label={t('checkin.seats.loading')} />
      </Stack>
    );
  }
  const passengers = seatMap.passengers.filter((passenger) => chosenIds.includes(passenger.couponId));
  const active =
    passengers.find((passenger) => passenger.couponId === activeId) ??
    passengers.find((passenger) => !seats[passenger.couponId]) ??
    passengers[0];
  if (!active) return null;
  const companionSeats = passengers
    .filter((passenger) => passenger.couponId !== active.couponId)
    .flatMap((passenger) => seats[passenger.couponId] ?? []);
  const complete = passengers.every((passenger) => seats[passenger.couponId]);
  return (
    <Stack gap={4}>
      <Text color="muted">
        {t('checkin.seats.aircraft', {
          flightNo: seatMap.flightNo,
          aircraft: pickLocale(seatMap.aircraftName, locale),
        })}
      </Text>
      {passengers.length > 1 ? (
        <Flex role="group" aria-label={t('checkin.seats.passengerTabs')} gap={2} wrap="wrap">
          {passengers.map((passenger) => (
            <ActionButton
              key={passenger.couponId}
              variant={passenger.couponId === active.couponId ? 'primary' : 'secondary'}
              aria-pressed={passenger.couponId === active.couponId}
              onClick={() => setActiveId(passenger.couponId)}
            >
              {seats[passenger.couponId]
                ? t('checkin.seats.summary', { name: passenger.name, seat: seats[passenger.couponId] })
                : t('checkin.seats.noSeatYet', { name: passenger.name })}
            </ActionButton>
          ))}
        </Flex>
      ) : null}
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {t('checkin.seats.choosingFor', { name: active.name })}
      </Text>
      <Text role="status" aria-live="polite">
        {seats[active.couponId]
          ? t('checkin.seats.summary', { name: active.name, seat: seats[active.couponId] })
          : t('checkin.seats.noSeatYet', { name: active.name })}
      </Text>
      {notice ? (
        <Text role="alert" p={3} bg="brand.50" borderRadius="md" borderWidth="1px" borderColor="brand.500">
          {t(`checkin.refusals.${notice}`)}
        </Text>
      ) : null}
      <SeatPicker
        seatMap={seatMap}
        couponId={active.couponId}
        chosenSeat={seats[active.couponId]}
        companionSeats={companionSeats}
        onChoose={(seat) => actor.send({ type: 'seat.choose', couponId: active.couponId, seat })}
      />
      <Text fontSize="sm" color="muted">
        {t('checkin.seats.chargeable')}
      </Text>
      {triedIncomplete && !complete ? <Text role="alert">{t('checkin.seats.missing')}</Text> : null}
      <Flex gap={2} wrap="wrap">
        <ActionButton
          onClick={() => {
            setTriedIncomplete(!complete);
            actor.send({ type: 'seats.confirm' });
          }}
        >
          {t('checkin.seats.continue')}
        </ActionButton>
        <ActionButton variant="secondary" onClick={() => actor.send({ type: 'back' })}>
          {t('checkin.errors.back')}
        </ActionButton>
      </Flex>
    </Stack>
  );
}
