import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { ticketNumberSchema } from '../validators/ticket';
import { text } from '../validators/text';

/**
 * E-ticket verification (/serve/ticketVerification): anyone with a ticket number and the passenger's name
 * learns whether the ticket is genuine and where each coupon stands. An unknown number and a wrong name get
 * the same refusal, so the call never tells a stranger which numbers exist.
 */
export const TICKET_VERIFICATION_CALLS = {
  eticketValidate: CALLS.eticketValidate,
  /** The e-ticket's content (电子客票行程单): the same two facts open it, and its failures count with eticketValidate's. */
  queryEpidContent: CALLS.queryEpidContent,
} as const;

/** Refusal codes the page acts on. */
export const TICKET_VERIFICATION_REFUSALS = { notFound: 'TICKET_NOT_FOUND' } as const;

/** The two facts that open a ticket: its number and the passenger's name as ticketed. */
const ticketAndName = {
  ticketNo: text('validation.ticketNumber').trim().pipe(ticketNumberSchema),
  /** The name as ticketed: a Chinese name, or SURNAME/GIVEN as on a travel document. */
  name: text('validation.required').trim().min(1, 'validation.required').max(60, 'ticketVerification.errors.name'),
};
export const eticketValidatePayload = z.object(ticketAndName);
export type EticketValidatePayload = z.input<typeof eticketValidatePayload>;

/** Coupon states a verifier sees; 'exchanged' is a coupon given up for a new ticket. */
export const COUPON_STATES = ['open', 'checkedIn', 'flown', 'refunded', 'exchanged', 'void'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

const localizedName = z.object({ zhCn: z.string(), zhTw: z.string(), en: z.string() });
const couponAirport = z.object({ code: z.string(), cityName: localizedName, date: z.string(), time: z.string() });

export const verifiedCouponSchema = z.object({
  /** 1-based, as printed on the itinerary. */
  couponNo: z.number().int(),
  flightNo: z.string(),
  departure: couponAirport,
  arrival: couponAirport,
  cabinClass: z.string(),
  bookingClass: z.string(),
  state: z.enum(COUPON_STATES),
});
export type VerifiedCoupon = z.infer<typeof verifiedCouponSchema>;

export const verifiedTicketSchema = z.object({
  ticketNo: z.string(),
  genuine: z.literal(true),
  /** 'YYYY-MM-DD', in China time. */
  issueDate: z.string(),
  passengerName: z.string(),
  documentNo: z.string(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  /** In CNY; a points ticket pays its taxes in cash and its fare in points. */
  farePaid: z.object({ fare: z.number(), taxes: z.number(), total: z.number(), points: z.number() }),
  coupons: z.array(verifiedCouponSchema),
});
export type VerifiedTicket = z.infer<typeof verifiedTicketSchema>;

/** queryContent's payload: the ticket number with the passenger's name, as eticketValidate takes them. */
export const queryEpidContentPayload = z.object(ticketAndName);

/**
 * The e-ticket's content, as its itinerary receipt prints it: the verified ticket with its booking reference
 * (PNR) and the taxes item by item (airport construction fee and fuel surcharge).
 */
export const queryEpidContentData = verifiedTicketSchema.extend({
  pnr: z.string(),
  airportFee: z.number(),
  fuelSurcharge: z.number(),
});
export type TicketContent = z.infer<typeof queryEpidContentData>;

export const eticketValidateCall = contractCall({
  path: TICKET_VERIFICATION_CALLS.eticketValidate,
  payload: eticketValidatePayload,
  reply: verifiedTicketSchema,
});
export const queryEpidContentCall = contractCall({
  path: TICKET_VERIFICATION_CALLS.queryEpidContent,
  payload: queryEpidContentPayload,
  reply: queryEpidContentData,
});
