import * as z from 'zod';
import { contractCall } from '../call';
import { CHANGE_CALLS } from '../call-paths';
import { afterSaleCouponSchema, afterSaleOrderNo, afterSaleTicketIds } from '../validators/after-sale';
import { text } from '../validators/text';
import { flightDepartureSchema } from './flight-leg';

/**
 * Ticket changes (CHANGE_CALLS in contract/call-paths.ts): a quote for moving some coupons of an order to
 * another flight, then the change itself, paid through the one payment flow when it costs something (the
 * change number is the payable order number) or done at once when it costs nothing. Amounts are whole CNY.
 */

export const CHANGE_REFUSALS = {
  orderNotFound: 'CHANGE_ORDER_NOT_FOUND',
  orderNotTicketed: 'CHANGE_ORDER_NOT_TICKETED',
  unknownCoupon: 'CHANGE_UNKNOWN_COUPON',
  notChangeable: 'CHANGE_NOT_CHANGEABLE',
  infantWithAdult: 'CHANGE_INFANT_WITH_ADULT',
  oneSegment: 'CHANGE_ONE_SEGMENT',
  pointsOrder: 'CHANGE_POINTS_ORDER',
  flightNotAllowed: 'CHANGE_FLIGHT_NOT_ALLOWED',
  noSeats: 'CHANGE_NO_SEATS',
  quoteInvalid: 'CHANGE_QUOTE_INVALID',
  quoteChanged: 'CHANGE_QUOTE_CHANGED',
  changeNotFound: 'CHANGE_NOT_FOUND',
} as const;

/** Why a coupon cannot change now. */
export const CHANGE_REFUSAL_REASONS = [
  'departed',
  'used',
  'refunded',
  'exchanged',
  'notTicketed',
  'classNotChangeable',
  'changePending',
] as const;
export type ChangeRefusalReason = (typeof CHANGE_REFUSAL_REASONS)[number];

/** Why a flight cannot take the change: not for sale, the same flight, another route, or (disrupted) too far off. */
export const FLIGHT_REFUSAL_REASONS = [
  'notForSale',
  'sameFlight',
  'otherRoute',
  'outsideWindow',
  'otherCabin',
] as const;
export type FlightRefusalReason = (typeof FLIGHT_REFUSAL_REASONS)[number];

/** voluntary: the fare rules apply; disrupted: the airline's flight changed, so fee and difference are waived. */
export const CHANGE_POLICIES = ['voluntary', 'disrupted'] as const;
export type ChangePolicyName = (typeof CHANGE_POLICIES)[number];

/** unpaid → paying → paid → done (or pay_failed → paying again); unpaid/pay_failed → canceled when its hold ends. */
export const CHANGE_STATUSES = ['unpaid', 'paying', 'pay_failed', 'paid', 'done', 'canceled'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** How long a signed quote may be applied. */
export const CHANGE_QUOTE_TTL_MS = 10 * 60_000;
/** How long an unpaid change holds its new seats. */
export const CHANGE_HOLD_MS = 15 * 60_000;
/** A change number: 'CG', the day (yymmdd), 7 digits. */
export const CHANGE_NO_PATTERN = /^CG\d{13}$/;
export const isChangeNo = (orderNo: string) => CHANGE_NO_PATTERN.test(orderNo);

const orderNo = afterSaleOrderNo('change.errors.orderNo');
const ticketIds = afterSaleTicketIds('change.errors.ticketIds', 18);
const flightNo = text('change.errors.flight')
  .trim()
  .regex(/^[A-Z0-9]{2}\d{1,4}$/, 'change.errors.flight');
const flightDate = text('change.errors.flight').regex(/^\d{4}-\d{2}-\d{2}$/, 'change.errors.flight');
const bookingClass = text('change.errors.flight').regex(/^[A-Z]$/, 'change.errors.flight');

/** order/changeQuote: the chosen coupons (one segment of the order) onto one new flight, in a booking class (default: the old one). */
export const changeQuotePayload = z.object({
  orderNo,
  ticketIds,
  flightNo,
  flightDate,
  bookingClass: bookingClass.optional(),
});
export type ChangeQuotePayload = z.input<typeof changeQuotePayload>;

/** order/changeApply: quoteToken pins what the traveller saw; idempotencyKey makes a retried click the same change. */
export const changeApplyPayload = changeQuotePayload.extend({
  quoteToken: text('change.errors.quoteInvalid').min(1, 'change.errors.quoteInvalid').max(4000),
  idempotencyKey: text('change.errors.idempotencyKey').trim().min(8, 'change.errors.idempotencyKey').max(64),
});
export type ChangeApplyPayload = z.input<typeof changeApplyPayload>;

/** order/changeStatus: where a change stands (after paying). */
export const changeStatusPayload = z.object({
  changeNo: text('change.errors.changeNo').regex(CHANGE_NO_PATTERN, 'change.errors.changeNo'),
});

export const changeTargetFlightSchema = z.object({
  ...flightDepartureSchema.shape,
  cabinClass: z.enum(['F', 'C', 'Y']),
  bookingClass: z.string(),
  seatsLeft: z.number(),
});
export type ChangeTargetFlight = z.infer<typeof changeTargetFlightSchema>;

export const changeCouponQuoteSchema = z.object({
  ...afterSaleCouponSchema.shape,
  fromFlightNo: z.string(),
  fromFlightDate: z.string(),
  fromBookingClass: z.string(),
  fare: z.number(),
  newFare: z.number(),
  /** The class's change percent with the tier's surcharge; 0 when waived. */
  feePercent: z.number(),
  fee: z.number(),
  /** What the new fare costs above the old one; never negative (a lower fare is not paid back). */
  fareDifference: z.number(),
  /** New airport fee and fuel surcharge above the old ones; never negative. */
  taxDifference: z.number(),
  amount: z.number(),
});
export type ChangeCouponQuote = z.infer<typeof changeCouponQuoteSchema>;

export const changeTotalsSchema = z.object({
  fee: z.number(),
  fareDifference: z.number(),
  taxDifference: z.number(),
  amount: z.number(),
});
export type ChangeTotals = z.infer<typeof changeTotalsSchema>;

export const changeQuoteReply = z.object({
  orderNo: z.string(),
  policy: z.enum(CHANGE_POLICIES),
  flight: changeTargetFlightSchema,
  coupons: z.array(changeCouponQuoteSchema),
  totals: changeTotalsSchema,
  /** Signed amounts of this quote, valid until expiresAt, for changeApply. */
  quoteToken: z.string(),
  quotedAt: z.string(),
  expiresAt: z.string(),
});
export type ChangeQuote = z.infer<typeof changeQuoteReply>;

export const changeResultReply = z.object({
  changeNo: z.string(),
  orderNo: z.string(),
  status: z.enum(CHANGE_STATUSES),
  amount: z.number(),
  /** The unpaid change holds its seats until then. */
  holdUntil: z.string(),
  /** The old coupon's ticket number and the new one, once done. */
  tickets: z.array(
    z.object({ ticketId: z.number(), oldTicketNo: z.string().nullable(), newTicketNo: z.string().nullable() }),
  ),
  /** True when this apply repeated one already made: nothing changed twice. */
  replayed: z.boolean(),
});
export type ChangeResult = z.infer<typeof changeResultReply>;

export const changeQuoteCall = contractCall({
  path: CHANGE_CALLS.changeQuote,
  payload: changeQuotePayload,
  reply: changeQuoteReply,
});
export const changeApplyCall = contractCall({
  path: CHANGE_CALLS.changeApply,
  payload: changeApplyPayload,
  reply: changeResultReply,
});
export const changeStatusCall = contractCall({
  path: CHANGE_CALLS.changeStatus,
  payload: changeStatusPayload,
  reply: changeResultReply,
});
