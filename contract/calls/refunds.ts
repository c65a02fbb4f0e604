import * as z from 'zod';
import { contractCall } from '../call';
import { REFUND_CALLS } from '../call-paths';
import { afterSaleCouponSchema, afterSaleOrderNo, afterSaleTicketIds } from '../validators/after-sale';
import { text } from '../validators/text';
import { flightDepartureSchema } from './flight-leg';

/**
 * Refund calls (REFUND_CALLS in contract/call-paths.ts): a quote per coupon (one passenger on one segment),
 * then the application, then its progress. Amounts are whole CNY; points are the club's points.
 */

/**
 * The fee is the fare's own refund percent (fares.refundFeePercent of its booking class) plus a surcharge that
 * grows as departure nears; the first tier whose lower bound the time before departure reaches applies.
 * After departure a coupon is not refundable. Taxes (airport fee, fuel surcharge) of an unflown coupon come
 * back in full; children and infants pay the percent of their own fare.
 */
export const REFUND_FEE_TIERS = [
  { minHoursBefore: 168, extraPercent: 0 },
  { minHoursBefore: 48, extraPercent: 10 },
  { minHoursBefore: 2, extraPercent: 20 },
  { minHoursBefore: 0, extraPercent: 30 },
] as const;

export const REFUND_REFUSALS = {
  orderNotFound: 'REFUND_ORDER_NOT_FOUND',
  orderNotTicketed: 'REFUND_ORDER_NOT_TICKETED',
  unknownCoupon: 'REFUND_UNKNOWN_COUPON',
  notRefundable: 'REFUND_NOT_REFUNDABLE',
  infantWithAdult: 'REFUND_INFANT_WITH_ADULT',
  pointsWholeOrder: 'REFUND_POINTS_WHOLE_ORDER',
  quoteInvalid: 'REFUND_QUOTE_INVALID',
  quoteChanged: 'REFUND_QUOTE_CHANGED',
} as const;

/** Why a coupon cannot be refunded now. */
export const COUPON_REFUSAL_REASONS = [
  'departed',
  'checkedIn',
  'used',
  'refunded',
  'notTicketed',
  'exchanged',
  'changePending',
] as const;
export type CouponRefusalReason = (typeof COUPON_REFUSAL_REASONS)[number];

const orderNo = afterSaleOrderNo('refund.errors.orderNo');
const ticketIds = afterSaleTicketIds('refund.errors.ticketIds', 36);

// order/refundQuote: without ticketIds every refundable coupon of the order is quoted.
export const refundQuotePayload = z.object({ orderNo, ticketIds: ticketIds.optional() });
export type RefundQuotePayload = z.input<typeof refundQuotePayload>;

// order/refundApply: quoteToken pins the amounts the traveller saw; a changed quote is refused with the new one.
export const refundApplyPayload = z.object({ orderNo, ticketIds, quoteToken: text().max(2000).optional() });
export type RefundApplyPayload = z.input<typeof refundApplyPayload>;

// order/refundProgress
export const refundProgressPayload = z.object({ orderNo });

export const couponQuoteSchema = z.object({
  ...afterSaleCouponSchema.shape,
  segmentIndex: z.number(),
  ...flightDepartureSchema.shape,
  bookingClass: z.string(),
  fare: z.number(),
  airportFee: z.number(),
  fuelSurcharge: z.number(),
  points: z.number(),
  refundable: z.boolean(),
  reason: z.enum(COUPON_REFUSAL_REASONS).nullable(),
  /** The flight is cancelled or delayed (not yet left): the fee is waived, whatever the time. */
  disruption: z.enum(['canceled', 'delayed']).nullable(),
  /** The fare's base percent plus the tier's surcharge, at most 100; 0 when not refundable. */
  feePercent: z.number(),
  fee: z.number(),
  pointsFee: z.number(),
  pointsBack: z.number(),
  /** Travel insurance premiums of this passenger on this segment, given back whole with an unflown coupon. */
  insurance: z.number(),
  /** Cash back: fare less fee plus taxes plus insurance premiums. */
  refundAmount: z.number(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

export const refundTotalsSchema = z.object({
  fare: z.number(),
  fee: z.number(),
  taxes: z.number(),
  insurance: z.number(),
  refundAmount: z.number(),
  pointsBack: z.number(),
});
export type RefundTotals = z.infer<typeof refundTotalsSchema>;

export const refundQuoteSchema = z.object({
  orderNo: z.string(),
  /** Every coupon of the order, refundable or not, in segment then passenger order. */
  coupons: z.array(couponQuoteSchema),
  /** The coupons the totals and the token cover. */
  selectedTicketIds: z.array(z.number()),
  totals: refundTotalsSchema,
  /** Signed amounts of this quote for refundApply; null when nothing is refundable. */
  quoteToken: z.string().nullable(),
  quotedAt: z.string(),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const refundStatusSchema = z.enum(['requested', 'refunded']);
export type RefundStatusValue = z.infer<typeof refundStatusSchema>;

export const refundApplyResultSchema = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  status: refundStatusSchema,
  amount: z.number(),
  fee: z.number(),
  pointsBack: z.number(),
  ticketIds: z.array(z.number()),
  /** True when this apply repeated one already made: nothing was refunded twice. */
  replayed: z.boolean(),
});
export type RefundApplyResult = z.infer<typeof refundApplyResultSchema>;

export const refundTimelineEventSchema = z.object({
  kind: z.enum(['refund_requested', 'refunded']),
  at: z.string(),
  refundNo: z.string(),
  amount: z.number(),
  fee: z.number(),
  pointsBack: z.number(),
});
export type RefundTimelineEvent = z.infer<typeof refundTimelineEventSchema>;

export const refundRecordSchema = z.object({
  refundNo: z.string(),
  status: refundStatusSchema,
  amount: z.number(),
  fee: z.number(),
  pointsBack: z.number(),
  requestedAt: z.string(),
  refundedAt: z.string().nullable(),
  coupons: z.array(
    z.object({
      ticketId: z.number(),
      ticketNo: z.string().nullable(),
      passengerName: z.string(),
      flightNo: z.string(),
      origin: z.string(),
      destination: z.string(),
      amount: z.number(),
      fee: z.number(),
    }),
  ),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

export const refundProgressSchema = z.object({
  orderNo: z.string(),
  orderStatus: z.string(),
  refunds: z.array(refundRecordSchema),
  timeline: z.array(refundTimelineEventSchema),
});
export type RefundProgress = z.infer<typeof refundProgressSchema>;

export const refundQuoteCall = contractCall({
  path: REFUND_CALLS.refundQuote,
  payload: refundQuotePayload,
  reply: refundQuoteSchema,
});
export const refundApplyCall = contractCall({
  path: REFUND_CALLS.refundApply,
  payload: refundApplyPayload,
  reply: refundApplyResultSchema,
});
export const refundProgressCall = contractCall({
  path: REFUND_CALLS.refundProgress,
  payload: refundProgressPayload,
  reply: refundProgressSchema,
});
