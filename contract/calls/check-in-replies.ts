import type { LocalizedText } from '../localized-text';
import type { FlightDisruption } from './flight-status';

/**
 * Reply `data` of the check-in calls, zod-free so the seat map pages import no schemas.
 * Dates are 'YYYY-MM-DD' and times 'HH:mm' at the airport concerned; instants are ISO strings.
 */

export type CheckInCabinClass = 'F' | 'C' | 'Y';
export type CheckInPassengerType = 'ADT' | 'CHD' | 'INF';

/** Why a coupon cannot be checked in (or changed, or cancelled) now; 'ok' when it can. */
export const ELIGIBILITY_CODES = [
  'ok',
  'notOpenYet',
  'closed',
  'infantOnAdult',
  'notTicketed',
  'used',
  'refunded',
  'void',
  'exchanged',
  'flightCanceled',
] as const;
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number];

export interface Eligibility {
  code: EligibilityCode;
  /** When check-in opens (only for 'notOpenYet'). */
  opensAt?: string;
  /** The reason in the request's language ('' for 'ok'). */
  message: string;
}

/** Coupon states seen by check-in: open (not checked in yet), checked_in, and the rest for ineligible ones. */
export type CheckInState = 'booked' | 'open' | 'checked_in' | 'used' | 'refunded' | 'exchanged' | 'void';

export interface TripAirport {
  airport: string;
  cityName: LocalizedText;
  airportName: LocalizedText;
  date: string;
  time: string;
  /** The instant, ISO. */
  at: string;
  /** The airport's IANA time zone: times of this flight show in it, wherever the reader is. */
  timeZone: string;
}

export interface TripFlight {
  flightId: number;
  flightNo: string;
  /** Local departure date at the origin. */
  flightDate: string;
  departure: TripAirport;
  arrival: TripAirport;
  aircraftType: string;
  aircraftName: LocalizedText;
  /** A delay or cancellation of this flight, shown as a badge. */
  disruption?: FlightDisruption | null;
}

export interface TripPassenger {
  couponId: number;
  ticketNo: string | null;
  passengerType: CheckInPassengerType;
  name: string;
  /** An infant's adult (their coupon on this flight). */
  accompanyingAdultCouponId: number | null;
  cabinClass: CheckInCabinClass;
  bookingClass: string;
  state: CheckInState;
  /** The checked-in seat ('32A'); null before check-in and for infants. */
  seat: string | null;
  eligibility: Eligibility;
}

/** One flight of one booking, with every passenger of the booking on it. */
export interface CheckInTrip {
  orderNo: string;
  pnr: string;
  flight: TripFlight;
  checkInOpensAt: string;
  checkInClosesAt: string;
  passengers: TripPassenger[];
}

export interface TripsReply {
  trips: CheckInTrip[];
}

// ---- Seat map (querySeatDiff) ----

export type SeatPosition = 'window' | 'middle' | 'aisle';
/** free: may be chosen (unless chargeable or refused to a passenger); mine: held by one of the asked coupons. */
export type SeatStatus = 'free' | 'occupied' | 'blocked' | 'mine';

export interface SeatCell {
  seat: string;
  row: number;
  letter: string;
  position: SeatPosition;
  exitRow: boolean;
  wing: boolean;
  status: SeatStatus;
  /** For 'mine': whose seat it is. */
  couponId?: number;
  /** Seats sold at a price (exit rows, the front rows of economy): chosen at the airport counter, not online. */
  chargeable?: { price: number };
}

export interface SeatRow {
  row: number;
  exitRow: boolean;
  wing: boolean;
  /** Seat blocks between aisles, window to window; null where the row has no seat (galley, lavatory). */
  groups: (SeatCell | null)[][];
}

export interface SeatMapCabin {
  cabinClass: CheckInCabinClass;
  /** Seat letters per block between aisles, window to window: [['A','B','C'],['J','K','L']]. */
  seatGroups: string[][];
  exitRows: number[];
  wingRows: [number, number];
  rows: SeatRow[];
}

export type ExitRowRefusal = 'child' | 'withInfant' | 'assistance';

export interface SeatMapPassenger {
  couponId: number;
  name: string;
  passengerType: CheckInPassengerType;
  cabinClass: CheckInCabinClass;
  seat: string | null;
  /** Why this passenger may not sit in an exit row (null: they may), with the reason in the request's language. */
  exitRowRefusal: { reason: ExitRowRefusal; message: string } | null;
}

export interface SeatMapReply {
  flightId: number;
  flightNo: string;
  flightDate: string;
  aircraftType: string;
  aircraftName: LocalizedText;
  cabins: SeatMapCabin[];
  /** The asked passengers that take a seat (infants sit on their adult and are not listed). */
  passengers: SeatMapPassenger[];
  /** What a chargeable seat says online, in the request's language. */
  chargeableNotice: string;
}

// ---- Boarding pass (checkIn, queryUmeBoardPass) ----

export interface BoardingPass {
  couponId: number;
  ticketNo: string;
  pnr: string;
  name: string;
  /** The name as printed in the bar code: SURNAME/GIVEN in Latin letters. */
  latinName: string;
  passengerType: CheckInPassengerType;
  flightNo: string;
  /** Local departure date at the origin. */
  date: string;
  from: { airport: string; cityName: LocalizedText; airportName: LocalizedText };
  to: { airport: string; cityName: LocalizedText; airportName: LocalizedText };
  departureTime: string;
  /** '32A', or 'INF' for an infant on an adult's lap. */
  seat: string;
  cabin: CheckInCabinClass;
  bookingClass: string;
  gate: string;
  /** Local time at the origin, 40 minutes before departure. */
  boardingTime: string;
  /** Check-in sequence number on the flight. */
  sequence: number;
  /** Prepaid extra luggage bought for this coupon (kg; a piece counts 23 kg), already in the BCBP's allowance. */
  prepaidBaggageKg: number;
  /** The IATA Resolution 792 bar-coded boarding pass string (shown as QR, printed as PDF417). */
  bcbp: string;
}

export interface BoardingPassesReply {
  boardingPasses: BoardingPass[];
}

export interface CancelCheckInReply {
  /** The coupons returned to 'open' (an adult's infant with them). */
  couponIds: number[];
}

// ---- Refusals (resultCode of a failed reply; `data` as noted) ----

export const CHECK_IN_REFUSALS = {
  /** No ticket/trip matches the search, or the coupon is not reachable by this member. data: none. */
  tripNotFound: 'TRIP_NOT_FOUND',
  /** A coupon cannot be checked in now. data: { couponId, eligibility } */
  notEligible: 'CHECKIN_NOT_ELIGIBLE',
  /** The seat was just taken by someone else: choose again. data: { couponId, seat } */
  seatTaken: 'SEAT_TAKEN',
  /** No such seat in the passenger's cabin. data: { couponId, seat } */
  seatUnknown: 'SEAT_UNKNOWN',
  /** A blocked seat. data: { couponId, seat } */
  seatBlocked: 'SEAT_BLOCKED',
  /** A chargeable seat: chosen at the airport counter. data: { couponId, seat, price } */
  seatChargeable: 'SEAT_CHARGEABLE',
  /** An exit-row seat refused to this passenger. data: { couponId, seat, reason: ExitRowRefusal } */
  exitRowRefused: 'EXIT_ROW_REFUSED',
  /** Two passengers asked for one seat in the same request. data: { seat } */
  seatTwice: 'SEAT_TWICE',
  /** No free seat left in the cabin for automatic seating. data: { cabinClass } */
  cabinFull: 'CABIN_FULL',
  /** The coupons belong to different flights. data: none. */
  mixedFlights: 'CHECKIN_MIXED_FLIGHTS',
  /** Boarding pass or cancel for a coupon that is not checked in. data: { couponId } */
  notCheckedIn: 'NOT_CHECKED_IN',
} as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[keyof typeof CHECK_IN_REFUSALS];

export interface SeatRefusalData {
  couponId: number;
  seat: string;
  price?: number;
  reason?: ExitRowRefusal;
}
