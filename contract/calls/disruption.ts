import * as z from 'zod';
import { contractCall } from '../call';
import { DISRUPTION_CALLS } from '../call-paths';
import { changeApplyPayload, changeQuotePayload, changeQuoteReply, changeResultReply } from './ticket-changes';
import { flightLegSchema } from './flight-leg';

/**
 * A flight the airline cancelled, or delayed past the threshold (CCAR-273): the traveller is told, and may
 * change to another flight of the same route and cabin within these days of the old one for nothing (no fee,
 * no fare difference), or refund in full with no fee (order/refundQuote and order/refundApply waive it).
 */
export const FREE_CHANGE_WITHIN_DAYS = 7;

export const DISRUPTION_REFUSALS = {
  /** The chosen coupons are not on a disrupted flight of this member's order. */
  notDisrupted: 'DISRUPTION_NOT_ELIGIBLE',
} as const;

export const disruptionNoticesPayload = z.object({});

/** order/disruptionChangeQuote and order/disruptionChangeApply take the change calls' payloads. */
export const disruptionChangeQuotePayload = changeQuotePayload;
export const disruptionChangeApplyPayload = changeApplyPayload;

/** A flight of the same route within the free-change window, as the notice offers it (the quote decides). */
export const alternativeFlightSchema = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  /** Local 'HH:mm' at the origin. */
  departureTime: z.string(),
});
export type AlternativeFlight = z.infer<typeof alternativeFlightSchema>;

export const disruptionNoticeSchema = z.object({
  orderNo: z.string(),
  ...flightLegSchema.shape,
  kind: z.enum(['canceled', 'delayed']),
  /** 'YYYY-MM-DD HH:mm' at the origin, for a delay whose new time is known. */
  expectedDeparture: z.string().nullable(),
  /** The coupons still open on that flight: what a refund or a change acts on. */
  ticketIds: z.array(z.number()),
  /** Beside ticketIds, each coupon's e-ticket number and passenger (the delay certificate's lookup). */
  ticketNos: z.array(z.string().nullable()),
  passengerNames: z.array(z.string()),
  /** The flights the free change may go to, earliest first. */
  alternatives: z.array(alternativeFlightSchema),
});
export type DisruptionNotice = z.infer<typeof disruptionNoticeSchema>;

export const disruptionNoticesReply = z.object({ notices: z.array(disruptionNoticeSchema) });
export type DisruptionNoticesReply = z.infer<typeof disruptionNoticesReply>;

export const disruptionNoticesCall = contractCall({
  path: DISRUPTION_CALLS.disruptionNotices,
  payload: disruptionNoticesPayload,
  reply: disruptionNoticesReply,
});
export const disruptionChangeQuoteCall = contractCall({
  path: DISRUPTION_CALLS.disruptionChangeQuote,
  payload: disruptionChangeQuotePayload,
  reply: changeQuoteReply,
});
export const disruptionChangeApplyCall = contractCall({
  path: DISRUPTION_CALLS.disruptionChangeApply,
  payload: disruptionChangeApplyPayload,
  reply: changeResultReply,
});
