import { describe, expect, it } from 'vitest';
import type { OrderSegmentSummary, OrderSummary } from '../../../../contract/calls/orders';
import { unpaidSummary } from '../../orders/order-test-replies';
import { upcomingTrips } from './upcoming-trips';

const now = Date.parse('2026-06-01T00:00:00+08:00');
const leg = (flightNo: string, flightDate: string, toFly: boolean): OrderSegmentSummary => ({
  ...unpaidSummary.segments[0]!,
  flightNo,
  flightDate,
  toFly,
});
const order = (orderNo: string, status: OrderSummary['status'], segments: OrderSegmentSummary[]): OrderSummary => ({
  ...unpaidSummary,
  orderNo,
  status,
  segments,
});

describe('the member’s upcoming trips', () => {
  it('lists ticketed and partly changed or refunded orders by their next leg to fly, soonest first', () => {
    const trips = upcomingTrips(
      [
        order('TICKETED', 'ticketed', [leg('NS3105', '2026-06-09', true)]),
        // Changed from NS3101 to NS3103: the trip is the new flight.
        order('CHANGED', 'changed_refunded', [leg('NS3101', '2026-06-03', false), leg('NS3103', '2026-06-04', true)]),
        // A round trip whose outbound has flown: its return.
        order('RETURNING', 'ticketed', [leg('NS3102', '2026-05-30', false), leg('NS3104', '2026-06-05', true)]),
      ],
      now,
    );
    expect(trips.map((trip) => [trip.order.orderNo, trip.segment.flightNo])).toEqual([
      ['CHANGED', 'NS3103'],
      ['RETURNING', 'NS3104'],
      ['TICKETED', 'NS3105'],
    ]);
  });

  it('leaves out orders refunded or changed away whole, unpaid ones, and flights already gone', () => {
    const trips = upcomingTrips(
      [
        order('REFUNDED', 'changed_refunded', [leg('NS3105', '2026-06-09', false)]),
        order('UNPAID', 'unpaid', [leg('NS3105', '2026-06-09', false)]),
        order('CANCELED', 'canceled', [leg('NS3105', '2026-06-09', false)]),
        order('FLOWN', 'ticketed', [leg('NS3105', '2026-05-20', true)]),
      ],
      now,
    );
    expect(trips).toEqual([]);
  });
});
