import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { segmentsOf, withCurrentFares } from '../../../../machines/booking-trip';
import type { BookingContext } from '../../../../machines/booking.machine';
import { ActionButton } from '../../../ui/action-button';
import { priceBreakdown } from './price-lines';
import type { WizardActor } from './booking-flow';

interface OutcomeProps {
  actor: WizardActor;
  context: BookingContext;
}

const panel = {
  role: 'alert',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'md',
  p: 4,
  bg: 'white',
  mb: 5,
} as const;

/** The fare moved since it was quoted: old and new, per flight and in total; the traveller takes it or chooses again. */
export function FareChangedPanel({ actor, context }: OutcomeProps) {
  const { t } = useTranslation();
  const counts = context.search!;
  const before = segmentsOf(context.outbound, context.inbound);
  const after = before.map((segment) => withCurrentFares(segment, context.fareChanges)!);
  const total = (segments: typeof before) => priceBreakdown(segments, counts, context.market).totalCash;
  return (
    <Box {...panel}>
      <Text fontWeight="semibold" mb={2}>
        {t('booking.fareChanged.title')}
      </Text>
      <chakra.ul listStyleType="none" p={0} m={0} mb={2}>
        {context.fareChanges.map((change) => (
          <li key={`${change.flightNo}-${change.flightDate ?? ''}`}>
            {t('booking.fareChanged.segment', {
              flightNo: change.flightNo,
              before: change.quotedAdultFare,
              after: change.currentAdultFare,
            })}
          </li>
        ))}
      </chakra.ul>
      <Text mb={3} fontWeight="semibold">
        {t('booking.fareChanged.total', { before: total(before), after: total(after) })}
      </Text>
      <Flex gap={3} wrap="wrap">
        <ActionButton type="button" onClick={() => actor.send({ type: 'fare.acceptNew' })}>
          {t('booking.fareChanged.accept')}
        </ActionButton>
        <ActionButton type="button" variant="secondary" onClick={() => actor.send({ type: 'fare.chooseAnother' })}>
          {t('booking.fareChanged.chooseAnother')}
        </ActionButton>
      </Flex>
    </Box>
  );
}

/** The cabin sold out before the order: back to that leg's flights. */
export function SoldOutPanel({ actor, context }: OutcomeProps) {
  const { t } = useTranslation();
  return (
    <Box {...panel}>
      <Text fontWeight="semibold" mb={2}>
        {t('booking.soldOut.title')}
      </Text>
      <Text mb={3}>{t(context.soldOutLeg === 'return' ? 'booking.soldOut.return' : 'booking.soldOut.outbound')}</Text>
      <ActionButton type="button" onClick={() => actor.send({ type: 'fare.chooseAnother' })}>
        {t('booking.soldOut.chooseAnother')}
      </ActionButton>
    </Box>
  );
}

/** The order did not go through: a lost reply may be retried safely (same key); a refusal says why. */
export function OrderFailedPanel({ actor, context }: OutcomeProps) {
  const { t } = useTranslation();
  const code = context.failureCode ?? 'NETWORK';
  return (
    <Box {...panel}>
      <Text fontWeight="semibold" mb={2}>
        {t('booking.failed.title')}
      </Text>
      <Text mb={3}>{t([`booking.failed.codes.${code}`, 'booking.failed.codes.other'], context.failureNames)}</Text>
      <Flex gap={3} wrap="wrap">
        <ActionButton type="button" onClick={() => actor.send({ type: 'order.retry' })}>
          {t('booking.failed.retry')}
        </ActionButton>
        <ActionButton type="button" variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
          {t('booking.actions.back')}
        </ActionButton>
      </Flex>
    </Box>
  );
}
