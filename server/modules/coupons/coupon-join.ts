import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { orderPassengers, orderSegments, orders, tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';

/**
 * A coupon (one ticket row) with its passenger, segment, order and flight: the join every area reading coupons
 * starts from (check-in, refunds, points, ticket verification). Callers select from `tickets` (`$dynamic()`), then
 * add their own joins, conditions and order.
 */
export function joinCoupons<Query extends PgSelect>(fromTickets: Query) {
  return fromTickets
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .innerJoin(orders, eq(orders.orderNo, tickets.orderNo))
    .innerJoin(flights, eq(flights.id, tickets.flightId));
}
