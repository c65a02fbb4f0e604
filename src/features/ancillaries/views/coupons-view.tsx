import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { tripsOfOrder } from '../../../../machines/ancillary-purchase-context';
import { ActionButton } from '../../../ui/action-button';
import { formatInstant } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { FlightLine } from './flight-line';
import { PurchaseProblem, StepHeading, usePurchase } from './purchase-step';
import { BusyNote } from '../../../ui/busy-note';

/** tripComponent(s)/trip: the booking's passengers on each flight; each says whether it can still buy, and why not. */
export function CouponsView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { context, send } = usePurchase(kind);
  const flights = tripsOfOrder(context);
  return (
    <Stack gap={4}>
      <StepHeading>{t('ancillaries.coupons.heading')}</StepHeading>
      {flights.map((trip) => (
        <chakra.fieldset key={trip.flight.flightId} borderWidth="1px" borderColor="line" borderRadius="md" p={4} m={0}>
          <chakra.legend px={1}>
            <FlightLine flight={trip.flight} />
          </chakra.legend>
          <Text fontSize="sm" color="muted" mb={2}>
            {t(`ancillaries.coupons.saleCloses.${kind}`, { at: formatInstant(trip.saleClosesAt, locale) })}
          </Text>
          <Stack gap={2}>
            {trip.passengers.map((passenger) => {
              const buyable = passenger.eligibility.code === 'ok';
              const reasonId = `coupon-reason-${passenger.couponId}`;
              return (
                <chakra.label
                  key={passenger.couponId}
                  display="flex"
                  gap={3}
                  alignItems="center"
                  minH="10"
                  opacity={buyable ? 1 : 0.75}
                >
                  <input
                    type="checkbox"
                    checked={context.couponIds.includes(passenger.couponId)}
                    disabled={!buyable}
                    aria-describedby={reasonId}
                    onChange={() => send({ type: 'coupon.toggle', couponId: passenger.couponId })}
                  />
                  <Box>
                    <Text as="span" fontWeight="medium">
                      {passenger.name}
                    </Text>{' '}
                    <Text as="span" fontSize="sm" color="muted">
                      {t(`ancillaries.passengerType.${passenger.passengerType}`)} ·{' '}
                      {t(`ancillaries.cabin.${passenger.cabinClass}`)}
                    </Text>
                    <Text id={reasonId} fontSize="sm" color={buyable ? 'green.700' : 'red.700'}>
                      {buyable
                        ? t('ancillaries.coupons.canBuy')
                        : t('ancillaries.coupons.cannotBuy', { reason: passenger.eligibility.message })}
                    </Text>
                  </Box>
                </chakra.label>
              );
            })}
          </Stack>
        </chakra.fieldset>
      ))}
      <Flex gap={2} wrap="wrap">
        <ActionButton disabled={context.couponIds.length === 0} onClick={() => send({ type: 'coupons.confirm' })}>
          {t('ancillaries.coupons.confirm')}
        </ActionButton>
        <ActionButton variant="secondary" onClick={() => send({ type: 'back' })}>
          {t('ancillaries.actions.otherTrip')}
        </ActionButton>
      </Flex>
    </Stack>
  );
}

/** tripComponent(s)/checkTrip: the server checks what the chosen passengers may buy now. */
export function CheckTripView({ kind }: { kind: AncillaryKind }) {
  const { t } = useTranslation();
  const { state, context, send } = usePurchase(kind);
  if (state === 'checkingCoupons') return <BusyNote label={t('ancillaries.check.checking')} />;
  const actions =
    state === 'checkFailed'
      ? [
          { label: t('ancillaries.actions.retry'), onClick: () => send({ type: 'retry' }) },
          { label: t('ancillaries.actions.back'), onClick: () => send({ type: 'back' }) },
        ]
      : [{ label: t('ancillaries.actions.otherTrip'), onClick: () => send({ type: 'back' }) }];
  return <PurchaseProblem failure={context.failure} actions={actions} />;
}
