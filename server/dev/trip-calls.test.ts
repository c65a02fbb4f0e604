import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS, type CheckInTrip } from '../../contract/calls/check-in';
import { orderSegments, orders } from '../db/schema/orders';
import { gatewayPayout } from '../modules/refunds/gateway-payout';
import { sandboxGateway } from '../providers/payment-sandbox/sandbox-gateway';
import { sandboxTradeOf } from '../providers/payment-sandbox/testing/sandbox-trades';
import { jsonCall } from '../testing/test-app';
import { LI_NA } from '../modules/check-in/testing/check-in-test-calls';
import { memberHeaders } from '../modules/orders/testing/order-test-setup';
import { suiteApp } from '../testing/suite-app';

describe('development endpoint: a ticketed trip to check in', () => {
  const test = suiteApp();

  it('books the logged-in member a ticketed family trip inside the check-in window', async () => {
    const reply = (
      await jsonCall(
        test.app,
        CHECK_IN_CALLS.devTicketedTrip,
        { passengers: { child: true, infant: true } },
        await memberHeaders(test.app),
      )
    ).json();
    expect(reply.code).toBe('success');
    const trip: CheckInTrip = reply.data.trip;
    expect(trip.passengers.map((passenger) => [passenger.passengerType, passenger.eligibility.code])).toEqual([
      ['ADT', 'ok'],
      ['CHD', 'ok'],
      ['INF', 'infantOnAdult'],
    ]);
    expect(trip.passengers.every((passenger) => /^880\d{10}$/.test(passenger.ticketNo!))).toBe(true);
  });

  it('books for a member named by mobile, without a login, and later flights when asked', async () => {
    const reply = (
      await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, { mobile: LI_NA.mobile, departsAfterHours: 30 })
    ).json();
    expect(reply.data.trip.passengers[0]).toMatchObject({ name: '李娜', eligibility: { code: 'notOpenYet' } });
    expect((await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, {})).statusCode).toBe(401);
  });

  it("puts a second traveller on the first one's flight when asked", async () => {
    const first = (
      await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, { mobile: LI_NA.mobile, departsAfterHours: 30 })
    ).json().data;
    const second = (
      await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, { mobile: LI_NA.mobile, flightId: first.flightId })
    ).json().data;
    expect(second.flightId).toBe(first.flightId);
    expect(second.orderNo).not.toBe(first.orderNo);
  });

  it('gives trips asked for without a flight flights of their own, none of them cancelled', async () => {
    const trips = [];
    for (let made = 0; made < 4; made += 1)
      trips.push((await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, { mobile: LI_NA.mobile })).json().data);
    expect(new Set(trips.map((trip) => trip.flightId)).size).toBe(4);
    for (const trip of trips) expect(trip.trip.passengers[0].eligibility.code).toBe('ok');
  });

  it('books the fare class asked for (a changeable one), else the cheapest', async () => {
    const classOf = async (payload: object) => {
      const { orderNo } = (await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, payload)).json().data;
      const [segment] = await test.database.db.select().from(orderSegments).where(eq(orderSegments.orderNo, orderNo));
      return segment!.bookingClass;
    };
    expect(await classOf({ mobile: LI_NA.mobile, departsAfterHours: 200, bookingClass: 'Y' })).toBe('Y');
    expect(await classOf({ mobile: LI_NA.mobile, departsAfterHours: 200 })).toBe('L');
  });

  it('pays the trip through the sandbox gateway, so a refund of it gives the money back', async () => {
    const { orderNo } = (await jsonCall(test.app, CHECK_IN_CALLS.devTicketedTrip, { mobile: LI_NA.mobile })).json()
      .data;
    const [order] = await test.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const gateway = sandboxGateway({ db: test.database.db, clock: test.clock, baseUrl: 'http://localhost' });
    const payout = gatewayPayout(test.database.db, gateway);
    await payout.send({ orderNo, refundNo: `RF-${orderNo}`, amount: order!.totalAmount });
    expect(await sandboxTradeOf(test.database.db, `SB-${orderNo}`)).toMatchObject({
      status: 'refunded',
      refundedAmount: order!.totalAmount,
    });
  });
});
