import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FlightDisruption } from '../../contract/calls/flight-status';

/** A small badge on a booked flight that is delayed or cancelled: a symbol and words, never colour alone. */
export function FlightDisruptionBadge({ disruption }: { disruption: FlightDisruption | null | undefined }) {
  const { t } = useTranslation();
  if (!disruption) return null;
  const canceled = disruption.status === 'canceled';
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      gap={1}
      px={2}
      py={0.5}
      ms={2}
      borderRadius="full"
      fontSize="xs"
      fontWeight="bold"
      color={canceled ? 'red.900' : 'orange.900'}
      bg={canceled ? 'red.100' : 'orange.100'}
    >
      <chakra.span aria-hidden="true">{canceled ? '✕' : '⚠'}</chakra.span>
      {canceled
        ? t('flightStatus.badge.canceled')
        : t('flightStatus.badge.delayed', { time: disruption.expectedDeparture?.slice(11) ?? '—' })}
    </chakra.span>
  );
}
