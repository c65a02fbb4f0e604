import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { CHECK_IN_CALLS } from '../../../contract/calls/check-in';
import { FLIGHT_STATUS_CALLS } from '../../../contract/calls/flight-status';
import { flights } from '../../db/schema/schedule';
import { jsonCall } from '../../testing/test-app';
import { call, LI_NA, tripFor } from '../check-in/testing/check-in-test-calls';
import { memberHeaders } from '../orders/testing/order-test-setup';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { suiteApp } from '../../testing/suite-app';

describe('a delayed or cancelled flight on a traveller’s booking', () => {
  const test = suiteApp();
  /** Operations delay or cancel the flight of the trip, as the development lever does. */
  const forceOperationOf = async (
    trip: TicketedTrip,
    operation: { delayMinutes: number; reason: string } | { cancel: true },
  ) => {
    const [flight] = await test.database.db.select().from(flights).where(eq(flights.id, trip.flightId));
    await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: flight!.flightNo,
      flightDate: flight!.flightDate,
      ...operation,
    });
  };

  it('shows on the order list, the order and the check-in trip, and to nobody else', async () => {
    const trip = await tripFor(test, { departsAfterHours: 3 });
    await forceOperationOf(trip, { delayMinutes: 95, reason: 'atc' });
    const zhangWei = await memberHeaders(test.app);
    const details = await call(test.app, CALLS.orderDetails, { orderNo: trip.orderNo }, zhangWei);
    expect(details.data.segments[0].disruption).toMatchObject({
      status: 'delayed',
      expectedDeparture: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    });
    const list = await call(test.app, CALLS.orderList, { tab: 2, pageSize: 50 }, zhangWei);
    expect(
      list.data.orders.find((order: { orderNo: string }) => order.orderNo === trip.orderNo).segments[0].disruption
        .status,
    ).toBe('delayed');
    const trips = await call(
      test.app,
      CHECK_IN_CALLS.doDetr,
      { ticketNo: trip.coupons[0]!.ticketNo, nameOrDocumentNo: trip.coupons[0]!.name },
      zhangWei,
    );
    expect(trips.data.trips[0].flight.disruption.status).toBe('delayed');
    // Another member learns nothing of this booking.
    const other = await call(
      test.app,
      CALLS.orderDetails,
      { orderNo: trip.orderNo },
      await memberHeaders(test.app, LI_NA.mobile),
    );
    expect(other.resultCode).not.toBe('0');
    expect((await call(test.app, CALLS.orderDetails, { orderNo: trip.orderNo }, {})).data?.segments).toBeUndefined();
  });

  it('says cancelled once the flight is cancelled', async () => {
    const trip = await tripFor(test, { departsAfterHours: 5 });
    await forceOperationOf(trip, { cancel: true });
    const details = await call(test.app, CALLS.orderDetails, { orderNo: trip.orderNo }, await memberHeaders(test.app));
    expect(details.data.segments[0].disruption).toEqual({ status: 'canceled', expectedDeparture: null });
  });
});
