/**
 * What the check-in chart needs to know about trips, passengers and seats, and the seat rules it applies
 * before asking the server (the server applies them again: these only save the user a round trip).
 */
export type TripQuery = { by: 'ticket'; ticketNo: string } | { by: 'document'; certNo: string; name: string };

export interface CheckInPassengerFacts {
  passengerId: string;
  /** 'CHD' children and adults travelling with an infant may not sit in an exit row. */
  passengerType: 'ADT' | 'CHD' | 'INF';
  withInfant: boolean;
  /** Refusal code when this passenger cannot check in online (already boarded, outside the window…). */
  ineligibleReason?: string;
  /** Set once the passenger is checked in on this flight. */
  checkedInSeatNo?: string;
}

export interface CheckInTripFacts {
  passengers: readonly CheckInPassengerFacts[];
}

export type SeatAvailability = 'free' | 'occupied' | 'blocked';

export interface SeatFacts {
  seatNo: string;
  availability: SeatAvailability;
  exitRow: boolean;
}

export interface SeatMapFacts {
  cabins: readonly { rows: readonly { seats: readonly SeatFacts[] }[] }[];
}

/** Codes a chosen seat can be refused with; the UI translates them ('checkin.refusals.<code>'). */
export type SeatRefusal = 'SEAT_UNAVAILABLE' | 'SEAT_CHOSEN_BY_COMPANION' | 'EXIT_ROW_CHILD' | 'EXIT_ROW_INFANT' | 'EXIT_ROW_ASSISTANCE';

export function findSeat(seatMap: SeatMapFacts | undefined, seatNo: string): SeatFacts | undefined {
  for (const cabin of seatMap?.cabins ?? []) {
    for (const row of cabin.rows) {
      const seat = row.seats.find((candidate) => candidate.seatNo === seatNo);
      if (seat) return seat;
    }
  }
  return undefined;
}

/** Why an exit-row seat is refused to this passenger, if it is: exit rows need able adults without infants. */
export function exitRowRefusal(passenger: CheckInPassengerFacts, needsAssistance: boolean): SeatRefusal | undefined {
  if (passenger.passengerType !== 'ADT') return 'EXIT_ROW_CHILD';
  if (passenger.withInfant) return 'EXIT_ROW_INFANT';
  if (needsAssistance) return 'EXIT_ROW_ASSISTANCE';
  return undefined;
}

export interface SeatChoiceFacts {
  seatMap?: SeatMapFacts;
  passenger?: CheckInPassengerFacts;
  needsAssistance: boolean;
  /** Seats the other passengers of this check-in have already chosen. */
  companionSeats: readonly string[];
  /** The passenger's own current seat (when changing seat it stays theirs until the change is made). */
  ownSeat?: string;
}

export function seatRefusal(seatNo: string, facts: SeatChoiceFacts): SeatRefusal | undefined {
  const seat = findSeat(facts.seatMap, seatNo);
  if (!seat || !facts.passenger) return 'SEAT_UNAVAILABLE';
  if (facts.companionSeats.includes(seatNo)) return 'SEAT_CHOSEN_BY_COMPANION';
  if (seat.availability !== 'free' && seat.seatNo !== facts.ownSeat) return 'SEAT_UNAVAILABLE';
  return seat.exitRow ? exitRowRefusal(facts.passenger, facts.needsAssistance) : undefined;
}

/** A failed call as the chart keeps it: the server's code and its already translated message. */
export interface CheckInFailure {
  code: string;
  message?: string;
  /** Seats the refusal names (SEAT_TAKEN), so the chart can let go of just those. */
  seatNos?: readonly string[];
}

export const SEAT_TAKEN = 'SEAT_TAKEN';

export function failureOf(error: unknown): CheckInFailure {
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    const { code, message, seatNos } = error as { code: string; message?: unknown; seatNos?: unknown };
    return {
      code,
      message: typeof message === 'string' && message ? message : undefined,
      seatNos: Array.isArray(seatNos) ? seatNos.filter((seat): seat is string => typeof seat === 'string') : undefined,
    };
  }
  return { code: 'UNREACHABLE' };
}
