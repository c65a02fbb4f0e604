import * as z from 'zod';
import { text } from '../validators/text';

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

const orderNo = text('refund.errors.orderNo').trim().min(1, 'refund.errors.orderNo').max(32, 'refund.errors.orderNo');
const ticketIds = z
  .array(
    z.number('refund.errors.ticketIds').int('refund.errors.ticketIds').positive('refund.errors.ticketIds'),
    'refund.errors.ticketIds',
  )
  .min(1, 'refund.errors.ticketIds')
  .max(36, 'refund.errors.ticketIds')
  .refine((ids) => new Set(ids).size === ids.length, 'refund.errors.ticketIds');

// order/refundQuote: without ticketIds every refundable coupon of the order is quoted.
export const refundQuotePayload = z.object({ orderNo, ticketIds: ticketIds.optional() });
export type RefundQuotePayload = z.input<typeof refundQuotePayload>;

// order/refundApply: quoteToken pins the amounts the traveller saw; a changed quote is refused with the new one.
export const refundApplyPayload = z.object({ orderNo, ticketIds, quoteToken: text().max(2000).optional() });
export type RefundApplyPayload = z.input<typeof refundApplyPayload>;

// order/refundProgress
export const refundProgressPayload = z.object({ orderNo });

export interface CouponQuote {
  ticketId: number;
  ticketNo: string | null;
  passengerName: string;
  passengerType: 'ADT' | 'CHD' | 'INF';
  segmentIndex: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  departureAt: string;
  /** Local 'HH:mm' at the origin. */
  departureTime: string;
  bookingClass: string;
  fare: number;
  airportFee: number;
  fuelSurcharge: number;
  points: number;
  refundable: boolean;
  reason: CouponRefusalReason | null;
  /** The flight is cancelled or delayed (not yet left): the fee is waived, whatever the time. */
  disruption: 'canceled' | 'delayed' | null;
  /** The fare's base percent plus the tier's surcharge, at most 100; 0 when not refundable. */
  feePercent: number;
  fee: number;
  pointsFee: number;
  pointsBack: number;
  /** Travel insurance premiums of this passenger on this segment, given back whole with an unflown coupon. */
  insurance: number;
  /** Cash back: fare less fee plus taxes plus insurance premiums. */
  refundAmount: number;
}

export interface RefundTotals {
  fare: number;
  fee: number;
  taxes: number;
  insurance: number;
  refundAmount: number;
  pointsBack: number;
}

export interface RefundQuote {
  orderNo: string;
  /** Every coupon of the order, refundable or not, in segment then passenger order. */
  coupons: CouponQuote[];
  /** The coupons the totals and the token cover. */
  selectedTicketIds: number[];
  totals: RefundTotals;
  /** Signed amounts of this quote for refundApply; null when nothing is refundable. */
  quoteToken: string | null;
  quotedAt: string;
}

export type RefundStatusValue = 'requested' | 'refunded';

export interface RefundApplyResult {
  refundNo: string;
  orderNo: string;
  status: RefundStatusValue;
  amount: number;
  fee: number;
  pointsBack: number;
  ticketIds: number[];
  /** True when this apply repeated one already made: nothing was refunded twice. */
  replayed: boolean;
}

export interface RefundTimelineEvent {
  kind: 'refund_requested' | 'refunded';
  at: string;
  refundNo: string;
  amount: number;
  fee: number;
  pointsBack: number;
}

export interface RefundRecord {
  refundNo: string;
  status: RefundStatusValue;
  amount: number;
  fee: number;
  pointsBack: number;
  requestedAt: string;
  refundedAt: string | null;
  coupons: {
    ticketId: number;
    ticketNo: string | null;
    passengerName: string;
    flightNo: string;
    origin: string;
    destination: string;
    amount: number;
    fee: number;
  }[];
}

export interface RefundProgress {
  orderNo: string;
  orderStatus: string;
  refunds: RefundRecord[];
  timeline: RefundTimelineEvent[];
}
