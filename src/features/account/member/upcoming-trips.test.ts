import { describe, expect, it } from 'vitest';
import type { OrderSegmentSummary, OrderSummary } from '../../../../contract/calls/orders';
import { upcomingTrips } from './upcoming-trips';

const now = Date.parse('2026-06-01T00:00:00+08:00');
const leg = (flightNo: string, flightDate: string, toFly: boolean): OrderSegmentSummary => ({
  flightNo,
  flightDate,
  origin: 'SJW',
  destination: 'SHA',
  originCity: 'Shijiazhuang',
  destinationCity: 'Shanghai',
  departureTime: '07:50',
  arrivalTime: '09:55',
  toFly,
});
const order = (orderNo: string, status: OrderSummary['status'], segments: OrderSegmentSummary[]): OrderSummary => ({
  orderNo,
  pnr: 'KX4M7P',
  kind: 'domestic',
  status,
  createdAt: '2026-05-01T02:00:00.000Z',
  holdUntil: '2026-05-01T02:30:00.000Z',
  totalAmount: 1050,
  totalPoints: 0,
  segments,
  passengerNames: ['ZHANG WEI'],
  actions: { pay: false, cancel: false, refund: true, checkIn: false, change: true },
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
