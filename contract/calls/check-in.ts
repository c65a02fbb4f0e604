import * as z from 'zod';
import { contractCall, contractFile } from '../call';
import { CALLS } from '../call-paths';
import {
  boardingPassesReply,
  boardingPassSchema,
  cancelCheckInReply,
  seatMapReply,
  tripsReply,
} from './check-in-replies';
import { mobileSchema } from '../validators/mobile';
import { ticketNumberSchema } from '../validators/ticket';
import { text } from '../validators/text';

/**
 * Online check-in (gateway calls of spec 7, plus the boarding-pass PDF the spec does not list). Every call
 * needs a logged-in member (spec 5: check-in requires login). A member acts on the coupons of their own
 * bookings and of bookings they found with doDetr/queryDetrName. Reply schemas: ./check-in-replies.ts.
 */
export const CHECK_IN_CALLS = {
  /**
   * `{ ticketNo, nameOrDocumentNo }` → that ticket's trip, when the second fact is its passenger's; `{}` → the
   * member's own upcoming ticketed trips. Reply TripsReply.
   */
  doDetr: CALLS.doDetr,
  /** `{ documentNo, name }` → the upcoming trips of that traveller. Reply TripsReply. */
  queryDetrName: CALLS.queryDetrName,
  /** `{ couponIds, assistance? }` → SeatMapReply for the flight of those coupons. */
  querySeatDiff: CALLS.querySeatDiff,
  /** `{ couponIds, seats?, assistance? }` → BoardingPassesReply; also changes a checked-in passenger's seat. */
  checkIn: CALLS.checkIn,
  /** `{ couponId }` → BoardingPass. */
  queryUmeBoardPass: CALLS.queryUmeBoardPass,
  /** `{ couponId }` → CancelCheckInReply (an adult's infant is cancelled with them). */
  cancelCheckIn: CALLS.cancelCheckIn,
  /** GET `?couponId=` → application/pdf (the SPA's download() with boardingPassPdfFile). */
  boardingPassPdf: CALLS.boardingPassPdf,
  /** Development and tests only: POST `{ mobile?, passengers? }` → a ticketed trip inside the check-in window. */
  devTicketedTrip: '/dev/checkin/ticketedTrip',
} as const;

const couponIdSchema = z.coerce
  .number('checkinServer.errors.couponId')
  .int('checkinServer.errors.couponId')
  .positive('checkinServer.errors.couponId');
const couponIdsSchema = z
  .array(couponIdSchema)
  .min(1, 'checkinServer.errors.couponIds')
  .max(9, 'checkinServer.errors.couponIds');
/** A seat as printed: row number then letter, '32A'. */
export const seatSchema = text('checkinServer.errors.seat')
  .trim()
  .toUpperCase()
  .regex(/^[1-9]\d{0,2}[A-L]$/, 'checkinServer.errors.seat');

const ticketNoSchema = text('validation.ticketNumber').trim().pipe(ticketNumberSchema);
/** The second fact a ticket lookup needs: the passenger's name as ticketed (张伟, ZHANG/WEI) or their document number. */
const nameOrDocumentNoSchema = text('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(60, 'checkinServer.errors.name');

/** A trip by ticket number: the number alone would let anyone walk the numbers, so a fact of its passenger goes with it. */
export const ticketLookupSchema = z.object({ ticketNo: ticketNoSchema, nameOrDocumentNo: nameOrDocumentNoSchema });
export type TicketLookup = z.output<typeof ticketLookupSchema>;

export const doDetrPayload = z
  .object({ ticketNo: ticketNoSchema.optional(), nameOrDocumentNo: nameOrDocumentNoSchema.optional() })
  .refine((payload) => payload.ticketNo === undefined || payload.nameOrDocumentNo !== undefined, {
    path: ['nameOrDocumentNo'],
    message: 'validation.required',
  });
export type DoDetrPayload = z.input<typeof doDetrPayload>;

export const queryDetrNamePayload = z.object({
  documentNo: text('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(30, 'checkinServer.errors.documentNo'),
  name: text('validation.required').trim().min(1, 'validation.required').max(60, 'checkinServer.errors.name'),
});
export type QueryDetrNamePayload = z.input<typeof queryDetrNamePayload>;

export const querySeatDiffPayload = z.object({
  couponIds: couponIdsSchema,
  /** Passengers who asked for assistance (they may not sit in an exit row). */
  assistance: z.array(couponIdSchema).max(9).default([]),
});
export type QuerySeatDiffPayload = z.input<typeof querySeatDiffPayload>;

export const checkInPayload = z.object({
  /** Passengers to check in together, or already checked-in ones whose seat changes. Infants go with their adult. */
  couponIds: couponIdsSchema,
  /** Chosen seats; a passenger without one is seated automatically, side by side with the others. */
  seats: z
    .array(z.object({ couponId: couponIdSchema, seat: seatSchema }))
    .max(9)
    .default([]),
  assistance: z.array(couponIdSchema).max(9).default([]),
});
export type CheckInPayload = z.input<typeof checkInPayload>;

export const couponPayload = z.object({ couponId: couponIdSchema });
export type CouponPayload = z.input<typeof couponPayload>;

export const devTicketedTripPayload = z.object({
  /** Whose booking it is; without one, the logged-in member's. */
  mobile: mobileSchema.optional(),
  /** Who travels: always an adult, optionally a child and an infant on the adult's lap. */
  passengers: z
    .object({ child: z.boolean().default(false), infant: z.boolean().default(false) })
    .default({ child: false, infant: false }),
  /**
   * The trip is on this flight (e.g. a second traveller on the first one's flight); else on the first flight
   * leaving departsAfterHours from now; else on a little-booked flight inside the check-in window.
   */
  flightId: z.number().int().positive().optional(),
  departsAfterHours: z
    .number()
    .min(0)
    .max(24 * 60)
    .optional(),
  /** An economy fare class (a letter, e.g. 'Y', whose tickets change for a fee); without one, the cheapest. */
  bookingClass: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
});
export type DevTicketedTripPayload = z.input<typeof devTicketedTripPayload>;

export const doDetrCall = contractCall({ path: CHECK_IN_CALLS.doDetr, payload: doDetrPayload, reply: tripsReply });
export const queryDetrNameCall = contractCall({
  path: CHECK_IN_CALLS.queryDetrName,
  payload: queryDetrNamePayload,
  reply: tripsReply,
});
export const querySeatDiffCall = contractCall({
  path: CHECK_IN_CALLS.querySeatDiff,
  payload: querySeatDiffPayload,
  reply: seatMapReply,
});
export const checkInCall = contractCall({
  path: CHECK_IN_CALLS.checkIn,
  payload: checkInPayload,
  reply: boardingPassesReply,
});
export const queryUmeBoardPassCall = contractCall({
  path: CHECK_IN_CALLS.queryUmeBoardPass,
  payload: couponPayload,
  reply: boardingPassSchema,
});
export const cancelCheckInCall = contractCall({
  path: CHECK_IN_CALLS.cancelCheckIn,
  payload: couponPayload,
  reply: cancelCheckInReply,
});
export const boardingPassPdfFile = contractFile({
  path: CHECK_IN_CALLS.boardingPassPdf,
  method: 'GET',
  payload: couponPayload,
});

export type * from './check-in-replies';
export { CHECK_IN_REFUSALS, ELIGIBILITY_CODES } from './check-in-replies';
