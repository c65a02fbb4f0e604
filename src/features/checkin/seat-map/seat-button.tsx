import { chakra } from '@chakra-ui/react';
import { memo, type KeyboardEvent } from 'react';
import { SEAT_SYMBOLS, isChoosableState, type SeatState } from './seat-description';

const STATE_STYLES: Record<SeatState, object> = {
  chosen: { bg: 'brand.600', color: 'white', borderColor: 'brand.700', fontWeight: 'bold' },
  current: { bg: 'brand.50', color: 'brand.700', borderColor: 'brand.600', borderStyle: 'dashed' },
  available: { bg: 'white', color: 'ink', borderColor: 'muted' },
  occupied: { bg: 'surface', color: 'muted', borderColor: 'line' },
  blocked: { bg: 'line', color: 'muted', borderColor: 'line' },
  otherCabin: { bg: 'white', color: 'muted', borderColor: 'line', opacity: 0.6 },
  chargeable: { bg: 'white', color: 'muted', borderColor: 'line', borderStyle: 'dotted' },
  companion: { bg: 'surface', color: 'brand.700', borderColor: 'brand.500' },
  exitRefused: { bg: 'surface', color: 'muted', borderColor: 'line' },
};

interface SeatButtonProps {
  seat: string;
  name: string;
  letter: string;
  state: SeatState;
  isTabStop: boolean;
  onRegister: (seat: string, element: HTMLButtonElement | null) => void;
  onChoose: (seat: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, seat: string) => void;
}

/**
 * One seat: its letter or a symbol for its state, the full description as its name. Memoised: an aircraft
 * has some 200 seats, and a choice changes two of them.
 */
export const SeatButton = memo(function SeatButton({
  seat,
  name,
  letter,
  state,
  isTabStop,
  onRegister,
  onChoose,
  onKeyDown,
}: SeatButtonProps) {
  const choosable = isChoosableState(state);
  return (
    <chakra.button
      ref={(element: HTMLButtonElement | null) => onRegister(seat, element)}
      type="button"
      aria-label={name}
      aria-pressed={state === 'chosen'}
      aria-disabled={choosable ? undefined : true}
      tabIndex={isTabStop ? 0 : -1}
      onClick={() => onChoose(seat)}
      onKeyDown={(event) => onKeyDown(event, seat)}
      w="9"
      h="9"
      flexShrink={0}
      borderWidth="2px"
      borderRadius="md"
      borderTopRadius="lg"
      fontSize="sm"
      cursor={choosable ? 'pointer' : 'not-allowed'}
      {...STATE_STYLES[state]}
    >
      <span aria-hidden="true">{SEAT_SYMBOLS[state] || letter}</span>
    </chakra.button>
  );
});
