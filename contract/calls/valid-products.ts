import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { ANCILLARY_ELIGIBILITY } from '../ancillaries/ancillary-fields';
import { queryPassengerNamePayload, tripFlightSchema } from '../ancillaries/ancillary-trip-schemas';
import { ELIGIBILITY_CODES } from './check-in-replies';

/**
 * ticket-guide productPage/queryValidProduct: what a ticket's passenger can still add to each flight of it
 * (extra luggage, a meal, online check-in), with the reason where not. A lookup by ticket number, so it takes
 * the passenger's name as ticketed too (the luggage and meal trip lookup's payload, its messages included).
 */
export const VALID_PRODUCTS = ['luggage', 'meal', 'checkIn'] as const;
export type ValidProductKind = (typeof VALID_PRODUCTS)[number];

export const queryValidProductPayload = queryPassengerNamePayload.extend({});
export type QueryValidProductPayload = z.input<typeof queryValidProductPayload>;

const productSchema = z.object({
  product: z.enum(VALID_PRODUCTS),
  /** 'ok' when it can be had now; else why not (the luggage and meal or the check-in codes). */
  code: z.enum([...new Set([...ANCILLARY_ELIGIBILITY, ...ELIGIBILITY_CODES])] as [string, ...string[]]),
  /** The reason in the request's language ('' for 'ok'). */
  message: z.string(),
  /** Until when it can be had (ISO): the sale's or check-in's close. */
  closesAt: z.string(),
});
export type ValidProduct = z.infer<typeof productSchema>;

export const queryValidProductData = z.object({
  ticketNo: z.string(),
  /** The name as ticketed. */
  passengerName: z.string(),
  segments: z.array(
    z.object({
      couponId: z.number().int(),
      flight: tripFlightSchema,
      cabinClass: z.enum(['F', 'C', 'Y']),
      products: z.array(productSchema),
    }),
  ),
});
export type QueryValidProductData = z.infer<typeof queryValidProductData>;

export const queryValidProductCall = contractCall({
  path: CALLS.queryValidProduct,
  payload: queryValidProductPayload,
  reply: queryValidProductData,
});
