import { and, asc, eq } from 'drizzle-orm';
import {
  CANCELABLE_STATUSES,
  ORDER_REFUSALS,
  PAYABLE_STATUSES,
  type OrderActions,
  type OrderDetailsData,
  type OrderInsurancePolicy,
} from '../../../contract/calls/orders';
import { ISSUED_ORDER_STATUSES } from '../../../contract/calls/order-status';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { insurancePolicies, insuranceProducts } from '../../db/schema/insurance';
import { orderEvents, orderPassengers, orderSegments, orders, tickets } from '../../db/schema/orders';
import { requireMember } from '../accounts/sessions';
import { segmentsOfOrders, type SegmentWithDeparture } from './order-segments-query';

type StoredOrder = typeof orders.$inferSelect;
type StoredCoupon = typeof tickets.$inferSelect;

/** What the traveller can do next with the order, as the detail page offers it. */
export function orderActions(
  order: Pick<StoredOrder, 'status' | 'kind' | 'holdUntil'>,
  coupons: readonly Pick<StoredCoupon, 'status' | 'segmentId'>[],
  segments: readonly SegmentWithDeparture[],
  now: Date,
): OrderActions {
  const upcoming = new Set(segments.filter((segment) => segment.departureAt > now).map((segment) => segment.id));
  const openUpcoming = coupons.some((coupon) => coupon.status === 'open' && upcoming.has(coupon.segmentId));
  const issued = ISSUED_ORDER_STATUSES.includes(order.status);
  return {
    pay: PAYABLE_STATUSES.includes(order.status) && order.holdUntil > now,
    cancel: CANCELABLE_STATUSES.includes(order.status),
    // An order changed or refunded in part keeps these for its open coupons (a changed coupon's new ticket too).
    refund: issued && openUpcoming,
    checkIn: issued && openUpcoming,
    // Award tickets are refunded, not changed.
    change: issued && order.kind !== 'points' && openUpcoming,
  };
}

/** The order's insurance policies with product names in the reader's language: by passenger, then by flight. */
async function policiesOfOrder(db: Db, orderNo: string, locale: Locale): Promise<OrderInsurancePolicy[]> {
  const rows = await db
    .select({ policy: insurancePolicies, productName: insuranceProducts.name })
    .from(insurancePolicies)
    .innerJoin(insuranceProducts, eq(insuranceProducts.code, insurancePolicies.productCode))
    .innerJoin(orderSegments, eq(orderSegments.id, insurancePolicies.segmentId))
    .where(eq(insurancePolicies.orderNo, orderNo))
    .orderBy(
      asc(insurancePolicies.passengerId),
      asc(orderSegments.segmentIndex),
      asc(insuranceProducts.sortOrder),
      asc(insurancePolicies.id),
    );
  return rows.map(({ policy, productName }) => ({
    policyNo: policy.policyNo,
    passengerId: policy.passengerId,
    segmentId: policy.segmentId,
    productCode: policy.productCode,
    productName: pickLocale(productName, locale),
    premium: policy.premium,
    refunded: policy.refundNo !== null,
  }));
}

/** orderDetails: one of the member's own orders, whole. Another member's order number is "not found". */
export async function orderDetails(context: CallContext, orderNo: string): Promise<OrderDetailsData> {
  const { memberId } = await requireMember(context);
  const { db, locale } = context;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  if (!order) throw new CallError(ORDER_REFUSALS.notFound, 'orders.errors.notFound');
  const [passengers, coupons, events, segmentMap, insurance] = await Promise.all([
    db.select().from(orderPassengers).where(eq(orderPassengers.orderNo, orderNo)).orderBy(asc(orderPassengers.id)),
    db.select().from(tickets).where(eq(tickets.orderNo, orderNo)).orderBy(asc(tickets.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderNo, orderNo))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    segmentsOfOrders(db, [orderNo], locale),
    policiesOfOrder(db, orderNo, locale),
  ]);
  const segments = segmentMap.get(orderNo) ?? [];
  const now = context.clock.now();
  return {
    orderNo: order.orderNo,
    pnr: order.pnr,
    kind: order.kind,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    holdUntil: order.holdUntil.toISOString(),
    serverNow: now.toISOString(),
    totalAmount: order.totalAmount,
    totalPoints: order.totalPoints,
    contact: { name: order.contactName, mobile: order.contactMobile, email: order.contactEmail },
    passengers: passengers.map((passenger) => ({
      id: passenger.id,
      passengerType: passenger.passengerType,
      name: passenger.name,
      documentType: passenger.documentType,
      documentNo: passenger.documentNo,
      birthDate: passenger.birthDate,
    })),
    segments: segments.map(({ orderNo: _orderNo, departureAt: _departureAt, ...segment }) => segment),
    coupons: coupons.map((coupon) => ({
      ticketId: coupon.id,
      passengerId: coupon.passengerId,
      segmentId: coupon.segmentId,
      fare: coupon.fare,
      airportFee: coupon.airportFee,
      fuelSurcharge: coupon.fuelSurcharge,
      points: coupon.points,
      ticketNo: coupon.ticketNo,
      status: coupon.status,
    })),
    insurance,
    timeline: events.map((event) => ({ kind: event.kind, at: event.at.toISOString(), detail: event.detail })),
    actions: orderActions(order, coupons, segments, now),
  };
}
