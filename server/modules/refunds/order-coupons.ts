import { and, asc, eq, sql } from 'drizzle-orm';
import { ISSUED_ORDER_STATUSES } from '../../../contract/calls/order-status';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { flightOperations } from '../../db/schema/flight-operations';
import { insurancePolicies } from '../../db/schema/insurance';
import { orderPassengers, orderSegments, orders, tickets } from '../../db/schema/orders';
import { fares, flights } from '../../db/schema/schedule';
import { couponMoneyColumns, joinCouponMoney, type CouponMoney } from '../coupons/coupon-columns';

export type OrderRow = typeof orders.$inferSelect;

/** A coupon with everything its refund depends on: who, which flight, what it cost, the fare's rule. */
export interface CouponRow extends CouponMoney {
  baseFeePercent: number;
  /** Premiums of this passenger's policies on this segment not yet refunded. */
  insurancePremium: number;
  /** The flight's recorded operation, if any: a cancellation or a delay waives the refund fee. */
  operation: Pick<typeof flightOperations.$inferSelect, 'status' | 'delayMinutes' | 'estimatedOffBlock'> | null;
}

/** The order if it belongs to this member; someone else's order reads as no order at all. */
export async function findMemberOrder(
  db: Db,
  orderNo: string,
  memberId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  const [order] = options.lock ? await query.for('update') : await query;
  return order;
}

/**
 * The member's ticketed order a refund or a change acts on, else that area's refusal: not found (a stranger's
 * order reads the same) or not ticketed yet. `area` is the area's message namespace ('refund', 'change').
 */
export async function issuedMemberOrder(
  db: Db,
  orderNo: string,
  memberId: string,
  area: string,
  refusals: { orderNotFound: string; orderNotTicketed: string },
): Promise<OrderRow> {
  const order = await findMemberOrder(db, orderNo, memberId);
  if (!order) throw new CallError(refusals.orderNotFound, `${area}.errors.orderNotFound`, { orderNo });
  if (!ISSUED_ORDER_STATUSES.includes(order.status))
    throw new CallError(refusals.orderNotTicketed, `${area}.errors.orderNotTicketed`);
  return order;
}

export async function loadOrderCoupons(db: Db, orderNo: string): Promise<CouponRow[]> {
  const rows = await joinCouponMoney(
    db
      .select({
        ...couponMoneyColumns,
        baseFeePercent: fares.refundFeePercent,
        insurancePremium:
          sql<number>`coalesce((select sum(${insurancePolicies.premium}) from ${insurancePolicies} where ${insurancePolicies.passengerId} = ${orderPassengers.id} and ${insurancePolicies.segmentId} = ${orderSegments.id} and ${insurancePolicies.refundNo} is null), 0)`.mapWith(
            Number,
          ),
        operationStatus: flightOperations.status,
        delayMinutes: flightOperations.delayMinutes,
        estimatedOffBlock: flightOperations.estimatedOffBlock,
      })
      .from(tickets)
      .$dynamic(),
  )
    .leftJoin(flightOperations, eq(flightOperations.flightId, flights.id))
    .where(eq(tickets.orderNo, orderNo))
    .orderBy(asc(orderSegments.segmentIndex), asc(orderPassengers.id));
  return rows.map(({ operationStatus, delayMinutes, estimatedOffBlock, ...row }) => ({
    ...row,
    operation: operationStatus ? { status: operationStatus, delayMinutes: delayMinutes!, estimatedOffBlock } : null,
  }));
}
