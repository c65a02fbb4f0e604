import { and, asc, eq, inArray } from 'drizzle-orm';
import { REFUND_REFUSALS, type RefundProgress, type RefundTimelineEvent } from '../../../contract/calls/refunds';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { orderEvents, orderPassengers, tickets } from '../../db/schema/orders';
import { refundCoupons, refunds } from '../../db/schema/refunds';
import { flights } from '../../db/schema/schedule';
import { findMemberOrder } from './order-coupons';

const TIMELINE_KINDS = ['refund_requested', 'refunded'] as const;

/** The order's refunds with their coupons, and the refund steps of its timeline, oldest first. */
export async function refundProgress(db: Db, memberId: string, orderNo: string): Promise<RefundProgress> {
  const order = await findMemberOrder(db, orderNo, memberId);
  if (!order) throw new CallError(REFUND_REFUSALS.orderNotFound, 'refund.errors.orderNotFound', { orderNo });
  const refundRows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderNo, orderNo))
    .orderBy(asc(refunds.requestedAt));
  const couponRows = await db
    .select({
      refundNo: refundCoupons.refundNo,
      ticketId: refundCoupons.ticketId,
      ticketNo: tickets.ticketNo,
      passengerName: orderPassengers.name,
      flightNo: flights.flightNo,
      origin: flights.origin,
      destination: flights.destination,
      amount: refundCoupons.amount,
      fee: refundCoupons.fee,
    })
    .from(refundCoupons)
    .innerJoin(tickets, eq(tickets.id, refundCoupons.ticketId))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(flights, eq(flights.id, tickets.flightId))
    .where(eq(tickets.orderNo, orderNo))
    .orderBy(asc(refundCoupons.id));
  const events = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderNo, orderNo), inArray(orderEvents.kind, [...TIMELINE_KINDS])))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return {
    orderNo,
    orderStatus: order.status,
    refunds: refundRows.map((refund) => ({
      refundNo: refund.refundNo,
      status: refund.status,
      amount: refund.amount,
      fee: refund.fee,
      pointsBack: refund.pointsBack,
      requestedAt: refund.requestedAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
      coupons: couponRows
        .filter((coupon) => coupon.refundNo === refund.refundNo)
        .map(({ refundNo: _refundNo, ...coupon }) => coupon),
    })),
    timeline: events.map((event) => timelineEvent(event.kind as RefundTimelineEvent['kind'], event.at, event.detail)),
  };
}

function timelineEvent(
  kind: RefundTimelineEvent['kind'],
  at: Date,
  detail: Record<string, unknown>,
): RefundTimelineEvent {
  const number = (key: string) => (typeof detail[key] === 'number' ? (detail[key] as number) : 0);
  return {
    kind,
    at: at.toISOString(),
    refundNo: String(detail.refundNo ?? ''),
    amount: number('amount'),
    fee: number('fee'),
    pointsBack: number('pointsBack'),
  };
}
