import type { BoardingPass, CheckInTrip, SeatMapReply } from '../contract/calls/check-in-replies';
import {
  canCheckIn,
  passengerOf,
  SEAT_TAKEN,
  type CheckInFailure,
  type SeatChoiceFacts,
  type SeatRefusal,
  type TripQuery,
} from './check-in-rules';

/** The check-in chart's context and events, and the facts its guards derive from the context. */
/** The check-in's pages: each state's tag names one. */
export type CheckInPage = 'find' | 'passengers' | 'seats' | 'confirm' | 'boardingPass';

export interface CheckInContext {
  query?: TripQuery;
  /** The trips a search found, when it found more than one to choose from. */
  trips: CheckInTrip[];
  trip?: CheckInTrip;
  chosenIds: number[];
  assistanceIds: number[];
  seatMap?: SeatMapReply;
  /** couponId → seat chosen on the map ('32A'). */
  seats: Record<number, string>;
  /** A change of seat for passengers already checked in, rather than a first check-in. */
  changing: boolean;
  boardingPasses: BoardingPass[];
  failure?: CheckInFailure;
  /** Why the last seat choice was refused, or SEAT_TAKEN after losing a race; cleared by the next good choice. */
  notice?: SeatRefusal | typeof SEAT_TAKEN;
}

export interface CheckInRequest {
  couponIds: number[];
  seats: { couponId: number; seat: string }[];
  assistance: number[];
}

export interface CouponsInput {
  couponIds: number[];
  assistance: number[];
}

export type CheckInEvent =
  | { type: 'trip.find'; query: TripQuery }
  | { type: 'trip.select'; trip: CheckInTrip }
  | { type: 'passenger.toggle'; couponId: number }
  | { type: 'passenger.assistance'; couponId: number; needed: boolean }
  | { type: 'passengers.confirm' }
  | { type: 'boardingPass.open'; couponId: number }
  | { type: 'seat.choose'; couponId: number; seat: string }
  | { type: 'seats.confirm' }
  | { type: 'checkIn.submit' }
  | { type: 'seat.change' }
  | { type: 'checkIn.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'retry' }
  | { type: 'back' };

export function choiceFacts(context: CheckInContext, couponId: number): SeatChoiceFacts {
  const companionSeats = Object.entries(context.seats)
    .filter(([id]) => Number(id) !== couponId && context.chosenIds.includes(Number(id)))
    .map(([, seat]) => seat);
  return { seatMap: context.seatMap, couponId: context.chosenIds.includes(couponId) ? couponId : -1, companionSeats };
}

export function isEligible(context: CheckInContext, couponId: number): boolean {
  const passenger = passengerOf(context.trip, couponId);
  return passenger !== undefined && canCheckIn(passenger);
}

export function couponsOf(context: CheckInContext): CouponsInput {
  return {
    couponIds: context.chosenIds,
    assistance: context.assistanceIds.filter((id) => context.chosenIds.includes(id)),
  };
}

export function checkInRequestOf(context: CheckInContext): CheckInRequest {
  return {
    ...couponsOf(context),
    seats: context.chosenIds.map((couponId) => ({ couponId, seat: context.seats[couponId]! })),
  };
}
