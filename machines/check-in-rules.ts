import type { CheckInTrip, SeatCell, SeatMapReply, TripPassenger } from '../contract/calls/check-in-replies';

/**
 * The seat rules the check-in chart applies before asking the server (which applies them again: these only
 * save the user a round trip and say why at once). Exit-row refusals come from the map, per passenger.
 */
export type TripQuery =
  { by: 'ticket'; ticketNo: string; nameOrDocumentNo: string } | { by: 'document'; documentNo: string; name: string };

/** Codes a chosen seat can be refused with; the UI translates them ('checkin.refusals.<code>'). */
export type SeatRefusal =
  | 'SEAT_UNAVAILABLE'
  | 'SEAT_OTHER_CABIN'
  | 'SEAT_CHARGEABLE'
  | 'SEAT_CHOSEN_BY_COMPANION'
  | 'EXIT_ROW_child'
  | 'EXIT_ROW_withInfant'
  | 'EXIT_ROW_assistance';

export function seatCells(seatMap: SeatMapReply | undefined): SeatCell[] {
  return (seatMap?.cabins ?? []).flatMap((cabin) =>
    cabin.rows.flatMap((row) => row.groups.flat().filter((cell): cell is SeatCell => cell !== null)),
  );
}

export function findSeat(seatMap: SeatMapReply | undefined, seat: string): SeatCell | undefined {
  return seatCells(seatMap).find((cell) => cell.seat === seat);
}

function cabinOfSeat(seatMap: SeatMapReply | undefined, seat: string): string | undefined {
  return seatMap?.cabins.find((cabin) =>
    cabin.rows.some((row) => row.groups.flat().some((cell) => cell?.seat === seat)),
  )?.cabinClass;
}

/** A passenger may check in online now: an eligible coupon not yet checked in (infants go with their adult). */
export function canCheckIn(passenger: TripPassenger): boolean {
  return passenger.eligibility.code === 'ok' && passenger.state !== 'checked_in' && passenger.passengerType !== 'INF';
}

export function isCheckedIn(passenger: TripPassenger): boolean {
  return passenger.state === 'checked_in' && passenger.passengerType !== 'INF';
}

export function passengerOf(trip: CheckInTrip | undefined, couponId: number): TripPassenger | undefined {
  return trip?.passengers.find((passenger) => passenger.couponId === couponId);
}

export interface SeatChoiceFacts {
  seatMap?: SeatMapReply;
  couponId: number;
  /** Seats the other passengers of this check-in have chosen. */
  companionSeats: readonly string[];
}

export function seatRefusal(seat: string, facts: SeatChoiceFacts): SeatRefusal | undefined {
  const cell = findSeat(facts.seatMap, seat);
  const passenger = facts.seatMap?.passengers.find((candidate) => candidate.couponId === facts.couponId);
  if (!cell || !passenger) return 'SEAT_UNAVAILABLE';
  if (cabinOfSeat(facts.seatMap, seat) !== passenger.cabinClass) return 'SEAT_OTHER_CABIN';
  if (facts.companionSeats.includes(seat)) return 'SEAT_CHOSEN_BY_COMPANION';
  const isOwnSeat = cell.status === 'mine' && cell.couponId === facts.couponId;
  if (cell.status !== 'free' && !isOwnSeat) return 'SEAT_UNAVAILABLE';
  if (cell.chargeable && !isOwnSeat) return 'SEAT_CHARGEABLE';
  if (cell.exitRow && passenger.exitRowRefusal) return `EXIT_ROW_${passenger.exitRowRefusal.reason}`;
  return undefined;
}

/** A failed call as the chart keeps it: the server's code and its already translated message. */
export interface CheckInFailure {
  code: string;
  message?: string;
  /** Seats the refusal names (SEAT_TAKEN), so the chart can let go of just those. */
  seats?: readonly string[];
}

export const SEAT_TAKEN = 'SEAT_TAKEN';
export const TRIP_NOT_FOUND = 'TRIP_NOT_FOUND';

/** A failed call as the chart keeps it (SEAT_TAKEN names its seats): the contract's one reader. */
export { failureOf } from '../contract/call-failure';
