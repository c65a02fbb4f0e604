import { useTranslation } from 'react-i18next';
import type { FlightDisruption } from '../../contract/calls/flight-status';
import { SymbolBadge } from './symbol-badge';

/** A small badge on a booked flight that is delayed or cancelled: a symbol and words, never colour alone. */
export function FlightDisruptionBadge({ disruption }: { disruption: FlightDisruption | null | undefined }) {
  const { t } = useTranslation();
  if (!disruption) return null;
  const canceled = disruption.status === 'canceled';
  return (
    <SymbolBadge
      symbol={canceled ? '✕' : '⚠'}
      ms={2}
      fontSize="xs"
      color={canceled ? 'red.900' : 'orange.900'}
      bg={canceled ? 'red.100' : 'orange.100'}
    >
      {canceled
        ? t('flightStatus.badge.canceled')
        : t('flightStatus.badge.delayed', { time: disruption.expectedDeparture?.slice(11) ?? '—' })}
    </SymbolBadge>
  );
}
