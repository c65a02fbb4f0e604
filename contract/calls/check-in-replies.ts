import * as z from 'zod';
import { localizedTextSchema } from '../localized-text';
import { flightDisruptionSchema } from './flight-status';

/**
 * Reply `data` of the check-in calls, parsed by the SPA's request() and read back by the server outside production.
 * Dates are 'YYYY-MM-DD' and times 'HH:mm' at the airport concerned; instants are ISO strings.
 */

const CHECK_IN_CABIN_CLASSES = ['F', 'C', 'Y'] as const;
export type CheckInCabinClass = (typeof CHECK_IN_CABIN_CLASSES)[number];
const CHECK_IN_PASSENGER_TYPES = ['ADT', 'CHD', 'INF'] as const;
export type CheckInPassengerType = (typeof CHECK_IN_PASSENGER_TYPES)[number];

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

export const eligibilitySchema = z.object({
  code: z.enum(ELIGIBILITY_CODES),
  /** When check-in opens (only for 'notOpenYet'). */
  opensAt: z.string().optional(),
  /** The reason in the request's language ('' for 'ok'). */
  message: z.string(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** Coupon states seen by check-in: open (not checked in yet), checked_in, and the rest for ineligible ones. */
const CHECK_IN_STATES = ['booked', 'open', 'checked_in', 'used', 'refunded', 'exchanged', 'void'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const tripAirportSchema = z.object({
  airport: z.string(),
  cityName: localizedTextSchema,
  airportName: localizedTextSchema,
  date: z.string(),
  time: z.string(),
  /** The instant, ISO. */
  at: z.string(),
  /** The airport's IANA time zone: times of this flight show in it, wherever the reader is. */
  timeZone: z.string(),
});
export type TripAirport = z.infer<typeof tripAirportSchema>;

export const tripFlightSchema = z.object({
  flightId: z.number().int(),
  flightNo: z.string(),
  /** Local departure date at the origin. */
  flightDate: z.string(),
  departure: tripAirportSchema,
  arrival: tripAirportSchema,
  aircraftType: z.string(),
  aircraftName: localizedTextSchema,
  /** A delay or cancellation of this flight, shown as a badge. */
  disruption: flightDisruptionSchema.nullable().optional(),
});
export type TripFlight = z.infer<typeof tripFlightSchema>;

export const tripPassengerSchema = z.object({
  couponId: z.number().int(),
  ticketNo: z.string().nullable(),
  passengerType: z.enum(CHECK_IN_PASSENGER_TYPES),
  name: z.string(),
  /** An infant's adult (their coupon on this flight). */
  accompanyingAdultCouponId: z.number().int().nullable(),
  cabinClass: z.enum(CHECK_IN_CABIN_CLASSES),
  bookingClass: z.string(),
  state: z.enum(CHECK_IN_STATES),
  /** The checked-in seat ('32A'); null before check-in and for infants. */
  seat: z.string().nullable(),
  eligibility: eligibilitySchema,
});
export type TripPassenger = z.infer<typeof tripPassengerSchema>;

/** One flight of one booking, with every passenger of the booking on it. */
export const checkInTripSchema = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  flight: tripFlightSchema,
  checkInOpensAt: z.string(),
  checkInClosesAt: z.string(),
  passengers: z.array(tripPassengerSchema),
});
export type CheckInTrip = z.infer<typeof checkInTripSchema>;

export const tripsReply = z.object({ trips: z.array(checkInTripSchema) });
export type TripsReply = z.infer<typeof tripsReply>;

// ---- Seat map (querySeatDiff) ----

const SEAT_POSITIONS = ['window', 'middle', 'aisle'] as const;
export type SeatPosition = (typeof SEAT_POSITIONS)[number];
/** free: may be chosen (unless chargeable or refused to a passenger); mine: held by one of the asked coupons. */
const SEAT_STATUSES = ['free', 'occupied', 'blocked', 'mine'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export const seatCellSchema = z.object({
  seat: z.string(),
  row: z.number().int(),
  letter: z.string(),
  position: z.enum(SEAT_POSITIONS),
  exitRow: z.boolean(),
  wing: z.boolean(),
  status: z.enum(SEAT_STATUSES),
  /** For 'mine': whose seat it is. */
  couponId: z.number().int().optional(),
  /** Seats sold at a price (exit rows, the front rows of economy): chosen at the airport counter, not online. */
  chargeable: z.object({ price: z.number() }).optional(),
});
export type SeatCell = z.infer<typeof seatCellSchema>;

export const seatRowSchema = z.object({
  row: z.number().int(),
  exitRow: z.boolean(),
  wing: z.boolean(),
  /** Seat blocks between aisles, window to window; null where the row has no seat (galley, lavatory). */
  groups: z.array(z.array(seatCellSchema.nullable())),
});
export type SeatRow = z.infer<typeof seatRowSchema>;

export const seatMapCabinSchema = z.object({
  cabinClass: z.enum(CHECK_IN_CABIN_CLASSES),
  /** Seat letters per block between aisles, window to window: [['A','B','C'],['J','K','L']]. */
  seatGroups: z.array(z.array(z.string())),
  exitRows: z.array(z.number().int()),
  wingRows: z.tuple([z.number().int(), z.number().int()]),
  rows: z.array(seatRowSchema),
});
export type SeatMapCabin = z.infer<typeof seatMapCabinSchema>;

const EXIT_ROW_REFUSALS = ['child', 'withInfant', 'assistance'] as const;
export type ExitRowRefusal = (typeof EXIT_ROW_REFUSALS)[number];

export const seatMapPassengerSchema = z.object({
  couponId: z.number().int(),
  name: z.string(),
  passengerType: z.enum(CHECK_IN_PASSENGER_TYPES),
  cabinClass: z.enum(CHECK_IN_CABIN_CLASSES),
  seat: z.string().nullable(),
  /** Why this passenger may not sit in an exit row (null: they may), with the reason in the request's language. */
  exitRowRefusal: z.object({ reason: z.enum(EXIT_ROW_REFUSALS), message: z.string() }).nullable(),
});
export type SeatMapPassenger = z.infer<typeof seatMapPassengerSchema>;

export const seatMapReply = z.object({
  flightId: z.number().int(),
  flightNo: z.string(),
  flightDate: z.string(),
  aircraftType: z.string(),
  aircraftName: localizedTextSchema,
  cabins: z.array(seatMapCabinSchema),
  /** The asked passengers that take a seat (infants sit on their adult and are not listed). */
  passengers: z.array(seatMapPassengerSchema),
  /** What a chargeable seat says online, in the request's language. */
  chargeableNotice: z.string(),
});
export type SeatMapReply = z.infer<typeof seatMapReply>;

// ---- Boarding pass (checkIn, queryUmeBoardPass) ----

const passEndSchema = z.object({
  airport: z.string(),
  cityName: localizedTextSchema,
  airportName: localizedTextSchema,
});

export const boardingPassSchema = z.object({
  couponId: z.number().int(),
  ticketNo: z.string(),
  pnr: z.string(),
  name: z.string(),
  /** The name as printed in the bar code: SURNAME/GIVEN in Latin letters. */
  latinName: z.string(),
  passengerType: z.enum(CHECK_IN_PASSENGER_TYPES),
  flightNo: z.string(),
  /** Local departure date at the origin. */
  date: z.string(),
  from: passEndSchema,
  to: passEndSchema,
  departureTime: z.string(),
  /** '32A', or 'INF' for an infant on an adult's lap. */
  seat: z.string(),
  cabin: z.enum(CHECK_IN_CABIN_CLASSES),
  bookingClass: z.string(),
  gate: z.string(),
  /** Local time at the origin, 40 minutes before departure. */
  boardingTime: z.string(),
  /** Check-in sequence number on the flight. */
  sequence: z.number().int(),
  /** Prepaid extra luggage bought for this coupon (kg; a piece counts 23 kg), already in the BCBP's allowance. */
  prepaidBaggageKg: z.number(),
  /** The IATA Resolution 792 bar-coded boarding pass string (shown as QR, printed as PDF417). */
  bcbp: z.string(),
});
export type BoardingPass = z.infer<typeof boardingPassSchema>;

export const boardingPassesReply = z.object({ boardingPasses: z.array(boardingPassSchema) });
export type BoardingPassesReply = z.infer<typeof boardingPassesReply>;

export const cancelCheckInReply = z.object({
  /** The coupons returned to 'open' (an adult's infant with them). */
  couponIds: z.array(z.number().int()),
});
export type CancelCheckInReply = z.infer<typeof cancelCheckInReply>;

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
