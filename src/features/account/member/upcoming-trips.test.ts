import { describe, expect, it } from 'vitest';
import { tripLeg } from '../../../api/testing/sample-trip';
import { tripSummary } from '../testing/trip-summaries';
import { upcomingTrips } from './upcoming-trips';

const now = Date.parse('2026-06-01T00:00:00+08:00');

describe('the member’s upcoming trips', () => {
  it('lists ticketed and partly changed or refunded orders by their next leg to fly, soonest first', () => {
    const trips = upcomingTrips(
      [
        tripSummary('TICKETED', 'ticketed', [tripLeg('NS3105', '2026-06-09', true)]),
        // Changed from NS3101 to NS3103: the trip is the new flight.
        tripSummary('CHANGED', 'changed_refunded', [
          tripLeg('NS3101', '2026-06-03', false),
          tripLeg('NS3103', '2026-06-04', true),
        ]),
        // A round trip whose outbound has flown: its return.
        tripSummary('RETURNING', 'ticketed', [
          tripLeg('NS3102', '2026-05-30', false),
          tripLeg('NS3104', '2026-06-05', true),
        ]),
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
        tripSummary('REFUNDED', 'changed_refunded', [tripLeg('NS3105', '2026-06-09', false)]),
        tripSummary('UNPAID', 'unpaid', [tripLeg('NS3105', '2026-06-09', false)]),
        tripSummary('CANCELED', 'canceled', [tripLeg('NS3105', '2026-06-09', false)]),
        tripSummary('FLOWN', 'ticketed', [tripLeg('NS3105', '2026-05-20', true)]),
      ],
      now,
    );
    expect(trips).toEqual([]);
  });
});
