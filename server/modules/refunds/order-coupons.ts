import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airports } from '../../db/schema/geography';
import { insurancePolicies } from '../../db/schema/insurance';
import { orderPassengers, orderSegments, orders, tickets } from '../../db/schema/orders';
import { fares, flights } from '../../db/schema/schedule';
import { joinCoupons } from '../coupons/coupon-join';

export type OrderRow = typeof orders.$inferSelect;

/** A coupon with everything its refund depends on: who, which flight, what it cost, the fare's rule. */
export interface CouponRow {
  ticketId: number;
  ticketNo: string | null;
  status: (typeof tickets.$inferSelect)['status'];
  passengerId: number;
  passengerName: string;
  passengerType: (typeof orderPassengers.$inferSelect)['passengerType'];
  accompanyingAdultId: number | null;
  segmentId: number;
  segmentIndex: number;
  flightId: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  departureAt: Date;
  originTimeZone: string;
  bookingClass: string;
  cabinClass: (typeof orderSegments.$inferSelect)['cabinClass'];
  fare: number;
  airportFee: number;
  fuelSurcharge: number;
  points: number;
  baseFeePercent: number;
  /** Premiums of this passenger's policies on this segment not yet refunded. */
  insurancePremium: number;
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

export async function loadOrderCoupons(db: Db, orderNo: string): Promise<CouponRow[]> {
  return joinCoupons(
    db
      .select({
        ticketId: tickets.id,
        ticketNo: tickets.ticketNo,
        status: tickets.status,
        passengerId: orderPassengers.id,
        passengerName: orderPassengers.name,
        passengerType: orderPassengers.passengerType,
        accompanyingAdultId: orderPassengers.accompanyingAdultId,
        segmentId: orderSegments.id,
        segmentIndex: orderSegments.segmentIndex,
        flightId: flights.id,
        flightNo: flights.flightNo,
        flightDate: flights.flightDate,
        origin: flights.origin,
        destination: flights.destination,
        departureAt: flights.departureAt,
        originTimeZone: airports.timezone,
        bookingClass: orderSegments.bookingClass,
        cabinClass: orderSegments.cabinClass,
        fare: tickets.fare,
        airportFee: tickets.airportFee,
        fuelSurcharge: tickets.fuelSurcharge,
        points: tickets.points,
        baseFeePercent: fares.refundFeePercent,
        insurancePremium:
          sql<number>`coalesce((select sum(${insurancePolicies.premium}) from ${insurancePolicies} where ${insurancePolicies.passengerId} = ${orderPassengers.id} and ${insurancePolicies.segmentId} = ${orderSegments.id} and ${insurancePolicies.refundNo} is null), 0)`.mapWith(
            Number,
          ),
      })
      .from(tickets)
      .$dynamic(),
  )
    .innerJoin(airports, eq(airports.code, flights.origin))
    .innerJoin(
      fares,
      and(
        eq(fares.routeCode, flights.routeCode),
        eq(fares.season, flights.season),
        eq(fares.bookingClass, orderSegments.bookingClass),
      ),
    )
    .where(eq(tickets.orderNo, orderNo))
    .orderBy(asc(orderSegments.segmentIndex), asc(orderPassengers.id));
}
