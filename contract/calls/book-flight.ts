import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { bookingPartySchema, contactSchema, passengerInputSchema, type Passenger } from '../booking/passenger-schema';
import { calendarDateSchema } from '../flight-search';
import { agreementSchema } from '../validators/agreement';
import { text } from '../validators/text';
import { ORDER_STATUSES } from './order-status';

/**
 * Booking an order (spec 7 bookFlight on the gateway for domestic and points orders, bookFlightInter for
 * international ones): the payload the wizard sends, the reply, and the `data` of the refusals it acts on.
 */

export const ORDER_KINDS = ['domestic', 'international', 'points'] as const;
export type OrderKindValue = (typeof ORDER_KINDS)[number];

export const flightNoSchema = text().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'search.errors.flightNo');
export const bookingClassSchema = text().regex(/^[A-Z]$/, 'validation.cabin');

/** One traveller as booked: the passengers contract's schema (document, names, dates). */
export const bookingPassengerSchema = passengerInputSchema;
export type BookingPassenger = Passenger;
/** Spec 5: booking requires a contact name, a valid mobile and an email. */
export const bookingContactSchema = contactSchema;

export const bookingSegmentSchema = z.object({
  flightNo: flightNoSchema,
  flightDate: calendarDateSchema,
  bookingClass: bookingClassSchema,
  /** The adult fare the traveller saw (CNY, without taxes): a different current fare refuses with FARE_CHANGED. */
  quotedAdultFare: z.number().int().positive(),
});
export type BookingSegment = z.infer<typeof bookingSegmentSchema>;

export const bookFlightPayload = z
  .object({
    /** One client uuid per submit: a retried or double-clicked submit finds the same order. */
    idempotencyKey: text().min(8).max(64),
    orderKind: z.enum(ORDER_KINDS),
    /** Outbound, then return. */
    segments: z.array(bookingSegmentSchema).min(1).max(2),
    passengers: z.array(passengerInputSchema).min(1, 'passengers.party.empty'),
    contact: contactSchema,
    agreementAccepted: agreementSchema,
    insurance: z
      .array(z.object({ passengerIndex: z.number().int().min(0), productCode: text().min(1).max(30) }))
      .optional(),
  })
  .refine((value) => value.segments.length < 2 || value.segments[0]!.flightDate <= value.segments[1]!.flightDate, {
    message: 'orders.validation.returnBeforeOutbound',
    path: ['segments'],
  })
  .refine((value) => (value.insurance ?? []).every((choice) => choice.passengerIndex < value.passengers.length), {
    message: 'orders.validation.insurancePassenger',
    path: ['insurance'],
  })
  .superRefine((value, context) => {
    // The rules that depend on the flights (type by age, documents per market) and those between passengers.
    const trip = {
      kind: value.orderKind === 'international' ? 'international' : 'domestic',
      flightDates: value.segments.map((segment) => segment.flightDate),
    } as const;
    const party = bookingPartySchema(trip).safeParse(value.passengers);
    if (party.success) return;
    for (const issue of party.error.issues)
      context.addIssue({ code: 'custom', path: ['passengers', ...issue.path], message: issue.message });
  });
export type BookFlightPayload = z.input<typeof bookFlightPayload>;
export type BookFlightInput = z.output<typeof bookFlightPayload>;

export const bookFlightData = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  status: z.enum(ORDER_STATUSES),
  holdUntil: z.string(),
  totalAmount: z.number().int(),
  totalPoints: z.number().int(),
});
export type BookFlightData = z.infer<typeof bookFlightData>;

/** The booking class of one flight that a refusal is about. */
const flightClassSchema = z.object({ flightNo: z.string(), flightDate: z.string(), bookingClass: z.string() });

/** `data` of the refusals the wizard acts on. */
export const fareChangedData = z.object({
  segments: z.array(flightClassSchema.extend({ quotedAdultFare: z.number(), currentAdultFare: z.number() })),
});
export type FareChangedData = z.infer<typeof fareChangedData>;
export const soldOutData = flightClassSchema.extend({ seatsLeft: z.number().int() });
export type SoldOutData = z.infer<typeof soldOutData>;
export const passengerAlreadyBookedData = z.object({ name: z.string(), flightNo: z.string(), flightDate: z.string() });
export type PassengerAlreadyBookedData = z.infer<typeof passengerAlreadyBookedData>;
export const notEnoughPointsData = z.object({ pointsNeeded: z.number().int(), pointsBalance: z.number().int() });
export type NotEnoughPointsData = z.infer<typeof notEnoughPointsData>;

export const bookFlightCall = contractCall({
  path: CALLS.bookFlight,
  payload: bookFlightPayload,
  reply: bookFlightData,
});
export const bookFlightInterCall = contractCall({
  path: CALLS.bookFlightInter,
  payload: bookFlightPayload,
  reply: bookFlightData,
});
