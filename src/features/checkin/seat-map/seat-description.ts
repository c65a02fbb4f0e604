import type { TFunction } from 'i18next';
import type { SeatCell } from '../../../../contract/calls/check-in-replies';
import type { SeatRefusal } from '../../../../machines/check-in-rules';

/** What a seat is for the passenger choosing now; shown by shape and text, never by colour alone. */
export type SeatState =
  | 'chosen'
  | 'current'
  | 'available'
  | 'occupied'
  | 'blocked'
  | 'otherCabin'
  | 'chargeable'
  | 'companion'
  | 'exitRefused';

export function seatStateOf(cell: SeatCell, refusal: SeatRefusal | undefined, isChosen: boolean): SeatState {
  if (isChosen) return 'chosen';
  if (!refusal) return cell.status === 'mine' ? 'current' : 'available';
  if (refusal === 'SEAT_CHOSEN_BY_COMPANION') return 'companion';
  if (refusal === 'SEAT_CHARGEABLE') return 'chargeable';
  if (refusal === 'SEAT_OTHER_CABIN') return 'otherCabin';
  if (refusal.startsWith('EXIT_ROW_')) return 'exitRefused';
  return cell.status === 'blocked' ? 'blocked' : 'occupied';
}

export const SEAT_SYMBOLS: Record<SeatState, string> = {
  chosen: '✓',
  current: '✓',
  available: '',
  occupied: '✕',
  blocked: '▨',
  otherCabin: '',
  chargeable: '¥',
  companion: '●',
  exitRefused: '⊘',
};

export function isChoosableState(state: SeatState): boolean {
  return state === 'available' || state === 'chosen' || state === 'current';
}

export interface SeatNamer {
  /** What never changes about a seat: 'Row 32, seat A, window, exit row, ¥100'. Worked out once per map. */
  fixed(cell: SeatCell): string;
  /** The button's accessible name: the fixed part, then the state, 'Row 32, seat A, window, exit row, ¥100, available'. */
  full(fixed: string, state: SeatState, refusal?: SeatRefusal): string;
}

/** Seat names in the page language, split so a click (which changes a seat's state only) costs no translation. */
export function seatNamer(t: TFunction): SeatNamer {
  const separator = t('checkin.seat.separator');
  const texts = new Map<string, string>();
  const text = (key: string) => texts.get(key) ?? (texts.set(key, t(key)), texts.get(key)!);
  return {
    fixed: (cell) =>
      [
        t('checkin.seat.row', { row: cell.row }),
        t('checkin.seat.letter', { letter: cell.letter }),
        text(`checkin.seat.position.${cell.position}`),
        cell.exitRow ? text('checkin.seat.exitRow') : undefined,
        cell.wing ? text('checkin.seat.wing') : undefined,
        cell.chargeable ? t('checkin.seat.price', { price: cell.chargeable.price }) : undefined,
      ]
        .filter(Boolean)
        .join(separator),
    full: (fixed, state, refusal) =>
      [
        fixed,
        text(`checkin.seat.state.${state}`),
        state === 'exitRefused' && refusal ? text(`checkin.refusals.${refusal}`) : undefined,
      ]
        .filter(Boolean)
        .join(separator),
  };
}
