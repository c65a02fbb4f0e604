import { REFUND_REFUSALS, type CouponQuote, type RefundQuote } from '../../../contract/calls/refunds';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { quoteCoupon, sumQuotes } from './coupon-quote';
import { issuedMemberOrder, loadOrderCoupons, type CouponRow, type OrderRow } from './order-coupons';
import { signQuote, type QuotedAmounts } from './quote-token';

export interface CouponSelection {
  order: OrderRow;
  quotes: CouponQuote[];
  selected: { row: CouponRow; quote: CouponQuote }[];
}

/**
 * The order's coupons quoted at `now`, and the ones chosen (all refundable ones when none are named).
 * Refuses someone else's order, an order not ticketed, unknown or unrefundable coupons, and an adult
 * leaving without the infant on their lap, and part of an award (points) order.
 */
export async function selectCoupons(
  db: Db,
  memberId: string,
  request: { orderNo: string; ticketIds?: number[] },
  now: Date,
): Promise<CouponSelection> {
  const order = await issuedMemberOrder(db, request.orderNo, memberId, 'refund', REFUND_REFUSALS);
  const rows = await loadOrderCoupons(db, order.orderNo);
  const pairs = rows.map((row) => ({ row, quote: quoteCoupon(row, now) }));
  const selected = request.ticketIds
    ? pairs.filter((pair) => request.ticketIds!.includes(pair.row.ticketId))
    : pairs.filter((pair) => pair.quote.refundable);
  if (request.ticketIds && selected.length !== request.ticketIds.length)
    throw new CallError(REFUND_REFUSALS.unknownCoupon, 'refund.errors.unknownCoupon');
  const refused = selected.find((pair) => !pair.quote.refundable);
  if (refused) {
    const { passengerName, flightNo, reason } = refused.quote;
    throw new CallError(REFUND_REFUSALS.notRefundable, `refund.errors.reason.${reason}`, {
      passenger: passengerName,
      flightNo,
    });
  }
  const leftInfant = pairs.find(
    (infant) =>
      infant.row.passengerType === 'INF' &&
      infant.quote.refundable &&
      !selected.includes(infant) &&
      selected.some(
        (adult) =>
          adult.row.passengerId === infant.row.accompanyingAdultId && adult.row.segmentId === infant.row.segmentId,
      ),
  );
  // The ledger gives an award order's points back once, so an award order is refunded whole.
  if (order.kind === 'points' && pairs.some((pair) => pair.quote.refundable && !selected.includes(pair))) {
    throw new CallError(REFUND_REFUSALS.pointsWholeOrder, 'refund.errors.pointsWholeOrder');
  }
  if (leftInfant)
    throw new CallError(REFUND_REFUSALS.infantWithAdult, 'refund.errors.infantWithAdult', {
      passenger: leftInfant.quote.passengerName,
    });
  return { order, quotes: pairs.map((pair) => pair.quote), selected };
}

export function amountsOf(memberId: string, selection: CouponSelection): QuotedAmounts {
  const totals = sumQuotes(selection.selected.map((pair) => pair.quote));
  return {
    memberId,
    orderNo: selection.order.orderNo,
    ticketIds: selection.selected.map((pair) => pair.row.ticketId),
    refundAmount: totals.refundAmount,
    fee: totals.fee,
    pointsBack: totals.pointsBack,
  };
}

export async function quoteRefund(
  context: CallContext,
  memberId: string,
  request: { orderNo: string; ticketIds?: number[] },
): Promise<RefundQuote> {
  const now = context.clock.now();
  const selection = await selectCoupons(context.db, memberId, request, now);
  const amounts = amountsOf(memberId, selection);
  return {
    orderNo: selection.order.orderNo,
    coupons: selection.quotes,
    selectedTicketIds: amounts.ticketIds,
    totals: sumQuotes(selection.selected.map((pair) => pair.quote)),
    quoteToken: amounts.ticketIds.length ? await signQuote(context, amounts) : null,
    quotedAt: now.toISOString(),
  };
}
