import { ISSUED_ORDER_STATUSES } from '../../../../contract/calls/order-status';
import type { OrderSegmentSummary, OrderSummary } from '../../../../contract/calls/orders';

/** A trip the member home lists: the order, and its next flight a passenger still holds a coupon of. */
export interface UpcomingTrip {
  order: OrderSummary;
  segment: OrderSegmentSummary;
  departsAt: number;
}

/** The list carries the origin's local date and time; the network's airports keep China time. */
export const departureOf = (segment: OrderSegmentSummary): number =>
  Date.parse(`${segment.flightDate}T${segment.departureTime}:00+08:00`);

/**
 * The member's trips still to fly, soonest first: from the finished tab (ticketed) and the changed/refunded
 * tab alike, since an order changed or refunded in part still flies its open coupons, and each order by its
 * next flight to fly (a changed-away or flown leg is not a trip any more).
 */
export function upcomingTrips(orders: readonly OrderSummary[], now: number): UpcomingTrip[] {
  return orders
    .filter((order) => ISSUED_ORDER_STATUSES.includes(order.status))
    .flatMap((order) => {
      const segment = order.segments.find((leg) => leg.toFly && departureOf(leg) > now);
      return segment ? [{ order, segment, departsAt: departureOf(segment) }] : [];
    })
    .sort((a, b) => a.departsAt - b.departsAt);
}
