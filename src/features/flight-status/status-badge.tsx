import { useTranslation } from 'react-i18next';
import type { OperationStatus } from '../../../contract/calls/flight-status';
import { SymbolBadge } from '../../ui/symbol-badge';

// A symbol and the word: the status reads without colour (WCAG 1.4.1); colour only adds emphasis.
const LOOK: Record<OperationStatus, { symbol: string; color: string; bg: string }> = {
  scheduled: { symbol: '◷', color: 'gray.800', bg: 'gray.100' },
  delayed: { symbol: '⚠', color: 'orange.900', bg: 'orange.100' },
  boarding: { symbol: '➜', color: 'blue.900', bg: 'blue.100' },
  departed: { symbol: '✈', color: 'blue.900', bg: 'blue.100' },
  arrived: { symbol: '✓', color: 'green.900', bg: 'green.100' },
  canceled: { symbol: '✕', color: 'red.900', bg: 'red.100' },
  diverted: { symbol: '↪', color: 'purple.900', bg: 'purple.100' },
  returned: { symbol: '↩', color: 'purple.900', bg: 'purple.100' },
};

export function StatusBadge({ status }: { status: OperationStatus }) {
  const { t } = useTranslation();
  const { symbol, color, bg } = LOOK[status];
  return (
    <SymbolBadge symbol={symbol} color={color} bg={bg}>
      {t(`flightStatus.statuses.${status}`)}
    </SymbolBadge>
  );
}
