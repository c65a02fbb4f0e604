import * as z from 'zod';
import { localizedTextSchema } from '../localized-text';
import { ticketNumberSchema } from '../validators/ticket';
import { text } from '../validators/text';
import { ANCILLARY_ELIGIBILITY, kindSchema } from './ancillary-fields';

/** The trips a kind can be bought for: the member's own, or another found by ticket number and name. */

export const queryFlightTripPayload = z.object({});
/** Another trip: the ticket number and its passenger's name as ticketed (张伟 or ZHANG/WEI), both required. */
export const queryPassengerNamePayload = z.object({
  ticketNo: text('validation.ticketNumber').trim().pipe(ticketNumberSchema),
  passengerName: text('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(60, 'ancillaryServer.validation.name'),
});
export type QueryPassengerNamePayload = z.input<typeof queryPassengerNamePayload>;

export const eligibilitySchema = z.object({
  code: z.enum(ANCILLARY_ELIGIBILITY),
  /** The reason in the request's language ('' for 'ok'). */
  message: z.string(),
});
export type AncillaryEligibility = z.infer<typeof eligibilitySchema>;

export const tripAirportSchema = z.object({
  airport: z.string(),
  cityName: localizedTextSchema,
  date: z.string(),
  time: z.string(),
  at: z.string(),
});
export const tripFlightSchema = z.object({
  flightId: z.number().int(),
  flightNo: z.string(),
  flightDate: z.string(),
  departure: tripAirportSchema,
  arrival: tripAirportSchema,
  international: z.boolean(),
});
export type AncillaryTripFlight = z.infer<typeof tripFlightSchema>;

export const tripPassengerSchema = z.object({
  couponId: z.number().int(),
  ticketNo: z.string(),
  name: z.string(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  cabinClass: z.enum(['F', 'C', 'Y']),
  eligibility: eligibilitySchema,
});
export type AncillaryTripPassenger = z.infer<typeof tripPassengerSchema>;

/** One flight of one booking with its passengers, each saying whether this kind can still be bought. */
export const tripSchema = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  flight: tripFlightSchema,
  /** When this kind's sale closes for the flight (luggage 2 h, meals 24 h before departure). */
  saleClosesAt: z.string(),
  passengers: z.array(tripPassengerSchema),
});
export type AncillaryTrip = z.infer<typeof tripSchema>;
export const tripsData = z.object({ kind: kindSchema, trips: z.array(tripSchema) });
export type TripsData = z.infer<typeof tripsData>;
