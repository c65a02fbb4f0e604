import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { REFUND_REFUSALS, type RefundApplyResult } from '../../../contract/calls/refunds';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { insurancePolicies } from '../../db/schema/insurance';
import { tickets } from '../../db/schema/orders';
import { memberPointsTransactions } from '../../db/schema/points';
import { refundCoupons, refunds } from '../../db/schema/refunds';
import { flightBuckets, flightCabins } from '../../db/schema/schedule';
import { findMemberOrder, type CouponRow } from './order-coupons';
import { readQuote, sameAmounts } from './quote-token';
import { returnWalletShare } from '../wallet/wallet-refund';
import { amountsOf, quoteRefund, selectCoupons } from './refund-quote';
import { markAfterSale } from '../orders/after-sale-mark';

export interface ApplyRequest {
  orderNo: string;
  ticketIds: number[];
  quoteToken?: string;
}

type RefundRow = typeof refunds.$inferSelect;

/** The same coupons of the same order always make the same key, however the client orders them. */
export function requestKeyOf(orderNo: string, ticketIds: readonly number[]): string {
  return `${orderNo}:${[...ticketIds].sort((a, b) => a - b).join(',')}`;
}

/**
 * Records the refund in one transaction: coupons open → refunded, seats back on sale, the refund and its
 * coupons, award points back to the ledger, the wallet's share back to the wallet, the order marked changed/refunded, 'refund_requested' on its timeline. The order row is locked
 * first, so two applies for one order run one after the other; a repeat finds the first by its request key.
 */
export async function recordRefund(
  context: CallContext,
  memberId: string,
  request: ApplyRequest,
): Promise<{ refund: RefundRow; replayed: boolean }> {
  const now = context.clock.now();
  const requestKey = requestKeyOf(request.orderNo, request.ticketIds);
  return context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const selection = await selectCouponsOrReplay(db, memberId, request, requestKey, now);
    if ('replay' in selection) return { refund: selection.replay, replayed: true };
    const amounts = amountsOf(memberId, selection);
    if (request.quoteToken !== undefined) {
      const quoted = await readQuote(context, request.quoteToken, memberId);
      if (!quoted) throw new CallError(REFUND_REFUSALS.quoteInvalid, 'refund.errors.quoteInvalid');
      if (!sameAmounts(quoted, amounts)) {
        throw new CallError(
          REFUND_REFUSALS.quoteChanged,
          'refund.errors.quoteChanged',
          {},
          200,
          await quoteRefund({ ...context, db }, memberId, request),
        );
      }
    }
    const refundNo = newRefundNo(now);
    const [refund] = await db
      .insert(refunds)
      .values({
        refundNo,
        orderNo: request.orderNo,
        memberId,
        requestKey,
        status: 'requested',
        amount: amounts.refundAmount,
        fee: amounts.fee,
        pointsBack: amounts.pointsBack,
        requestedAt: now,
      })
      .returning();
    await db.insert(refundCoupons).values(
      selection.selected.map(({ quote }) => ({
        refundNo,
        ticketId: quote.ticketId,
        fare: quote.fare,
        feePercent: quote.feePercent,
        fee: quote.fee,
        airportFee: quote.airportFee,
        fuelSurcharge: quote.fuelSurcharge,
        points: quote.points,
        pointsFee: quote.pointsFee,
        amount: quote.refundAmount,
      })),
    );
    const changed = await db
      .update(tickets)
      .set({ status: 'refunded' })
      .where(and(inArray(tickets.id, amounts.ticketIds), eq(tickets.status, 'open')))
      .returning({ id: tickets.id });
    // The order lock keeps coupons still; a mismatch means something else moved them, so undo everything.
    if (changed.length !== amounts.ticketIds.length)
      throw new Error(`refund ${refundNo}: coupons changed under the order lock`);
    await returnSeats(
      db,
      selection.selected.map((pair) => pair.row),
    );
    await refundPolicies(
      db,
      refundNo,
      selection.selected.map((pair) => pair.row),
    );
    if (amounts.pointsBack > 0) {
      await db.insert(memberPointsTransactions).values({
        memberId,
        kind: 'release',
        points: amounts.pointsBack,
        orderNo: request.orderNo,
        note: 'refund.pointsNote',
        at: now,
      });
    }
    await returnWalletShare(db, {
      orderNo: request.orderNo,
      memberId,
      refundNo,
      amount: amounts.refundAmount,
      at: now,
    });
    await markAfterSale(db, request.orderNo, {
      kind: 'refund_requested',
      at: now,
      detail: {
        refundNo,
        ticketIds: amounts.ticketIds,
        amount: amounts.refundAmount,
        fee: amounts.fee,
        pointsBack: amounts.pointsBack,
      },
    });
    return { refund: refund!, replayed: false };
  });
}

async function selectCouponsOrReplay(db: Db, memberId: string, request: ApplyRequest, requestKey: string, now: Date) {
  // Ownership is checked, and the order locked, before a replay may be answered.
  if (!(await findMemberOrder(db, request.orderNo, memberId, { lock: true }))) {
    throw new CallError(REFUND_REFUSALS.orderNotFound, 'refund.errors.orderNotFound', { orderNo: request.orderNo });
  }
  const [existing] = await db.select().from(refunds).where(eq(refunds.requestKey, requestKey));
  if (existing) return { replay: existing };
  return selectCoupons(db, memberId, request, now);
}

/** The policies whose premiums this refund gives back name it, so they are never refunded twice. */
async function refundPolicies(db: Db, refundNo: string, coupons: readonly CouponRow[]): Promise<void> {
  const insured = coupons.filter((coupon) => coupon.insurancePremium > 0);
  if (insured.length === 0) return;
  await db
    .update(insurancePolicies)
    .set({ refundNo })
    .where(
      and(
        isNull(insurancePolicies.refundNo),
        or(
          ...insured.map((coupon) =>
            and(
              eq(insurancePolicies.passengerId, coupon.passengerId),
              eq(insurancePolicies.segmentId, coupon.segmentId),
            ),
          ),
        ),
      ),
    );
}

/** Seats go back to the fare bucket and the cabin they were sold from; infants never took one. */
async function returnSeats(db: Db, coupons: readonly CouponRow[]): Promise<void> {
  const seats = new Map<
    string,
    { flightId: number; bookingClass: string; cabinClass: CouponRow['cabinClass']; count: number }
  >();
  for (const coupon of coupons) {
    if (coupon.passengerType === 'INF') continue;
    const key = `${coupon.flightId}:${coupon.bookingClass}`;
    const entry = seats.get(key) ?? {
      flightId: coupon.flightId,
      bookingClass: coupon.bookingClass,
      cabinClass: coupon.cabinClass,
      count: 0,
    };
    entry.count += 1;
    seats.set(key, entry);
  }
  for (const { flightId, bookingClass, cabinClass, count } of seats.values()) {
    await db
      .update(flightBuckets)
      .set({ available: sql`${flightBuckets.available} + ${count}` })
      .where(and(eq(flightBuckets.flightId, flightId), eq(flightBuckets.bookingClass, bookingClass)));
    await db
      .update(flightCabins)
      .set({ available: sql`least(${flightCabins.available} + ${count}, ${flightCabins.capacity})` })
      .where(and(eq(flightCabins.flightId, flightId), eq(flightCabins.cabinClass, cabinClass)));
  }
}

function newRefundNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `RF${day}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function applyResult(refund: RefundRow, ticketIds: number[], replayed: boolean): RefundApplyResult {
  return {
    refundNo: refund.refundNo,
    orderNo: refund.orderNo,
    status: refund.status,
    amount: refund.amount,
    fee: refund.fee,
    pointsBack: refund.pointsBack,
    ticketIds,
    replayed,
  };
}
