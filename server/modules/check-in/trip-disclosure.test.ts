import { describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS, type TripsReply } from '../../../contract/calls/check-in';
import { call, LI_NA, tripFor } from './testing/check-in-test-calls';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

/** Issue 26, item 9: one passenger's ticket and name must not reveal the rest of the booking. */
describe('a check-in lookup by one passenger', () => {
  const test = suiteApp();
  const owner = suiteMemberHeaders(test);
  const stranger = suiteMemberHeaders(test, LI_NA.mobile);

  const passengersOf = (reply: { data: TripsReply }) =>
    reply.data.trips.flatMap((trip) => trip.passengers.map((passenger) => passenger.name));

  it('shows another member the passenger proved (and the infant on their lap), not the co-travellers', async () => {
    const family = await tripFor(test, { child: true, infant: true });
    const [adult, child, infant] = family.coupons;
    const byTicket = await call<TripsReply>(
      test.app,
      CHECK_IN_CALLS.doDetr,
      { ticketNo: adult!.ticketNo, nameOrDocumentNo: adult!.name },
      stranger,
    );
    expect(passengersOf(byTicket)).toEqual([adult!.name, infant!.name]);
    for (const hidden of [child!.name, child!.ticketNo!, child!.documentNo])
      expect(JSON.stringify(byTicket)).not.toContain(hidden);
    // The lookup proved nothing of the child: no seat map, no check-in for them.
    const childSeats = await call(test.app, CHECK_IN_CALLS.querySeatDiff, { couponIds: [child!.couponId] }, stranger);
    expect(childSeats.resultCode).toBe('TRIP_NOT_FOUND');
    // The proved adult still checks in with the infant on their lap, boarding passes for both.
    const checkedIn = await call(test.app, CHECK_IN_CALLS.checkIn, { couponIds: [adult!.couponId] }, stranger);
    expect(checkedIn.data.boardingPasses.map((pass: { passengerType: string }) => pass.passengerType)).toEqual([
      'ADT',
      'INF',
    ]);
  });

  it('shows only the child looked up by document number and name', async () => {
    const family = await tripFor(test, { child: true });
    const [adult, child] = family.coupons;
    const byDocument = await call<TripsReply>(
      test.app,
      CHECK_IN_CALLS.queryDetrName,
      { documentNo: child!.documentNo, name: child!.name },
      stranger,
    );
    expect(passengersOf(byDocument)).toEqual([child!.name]);
    expect(JSON.stringify(byDocument)).not.toContain(adult!.ticketNo!);
  });

  it('shows the member who owns the order the whole booking', async () => {
    const family = await tripFor(test, { child: true });
    const [adult, child] = family.coupons;
    const own = await call<TripsReply>(
      test.app,
      CHECK_IN_CALLS.doDetr,
      { ticketNo: child!.ticketNo, nameOrDocumentNo: child!.name },
      owner,
    );
    expect(passengersOf(own)).toEqual([adult!.name, child!.name]);
  });
});
