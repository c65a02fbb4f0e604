import type { TFunction } from 'i18next';
import type { SeatCell } from '../../../../contract/calls/check-in-replies';
import type { SeatRefusal } from '../../../../machines/check-in-rules';

/** What a seat is for the passenger choosing now; shown by shape and text, never by colour alone. */
export type SeatState = 'chosen' | 'current' | 'available' | 'occupied' | 'blocked' | 'otherCabin' | 'chargeable' | 'companion' | 'exitRefused';

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

/** The button's accessible name: 'Row 32, seat A, window, exit row, ¥100, available'. */
export function seatName(t: TFunction, cell: SeatCell, state: SeatState, refusal?: SeatRefusal): string {
  const parts = [
    t('checkin.seat.row', { row: cell.row }),
    t('checkin.seat.letter', { letter: cell.letter }),
    t(`checkin.seat.position.${cell.position}`),
    cell.exitRow ? t('checkin.seat.exitRow') : undefined,
    cell.wing ? t('checkin.seat.wing') : undefined,
    cell.chargeable ? t('checkin.seat.price', { price: cell.chargeable.price }) : undefined,
    t(`checkin.seat.state.${state}`),
    state === 'exitRefused' && refusal ? t(`checkin.refusals.${refusal}`) : undefined,
  ];
  return parts.filter(Boolean).join(t('checkin.seat.separator'));
}
