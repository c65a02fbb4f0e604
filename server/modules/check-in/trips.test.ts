import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS, type CheckInTrip, type TripsReply } from '../../../contract/calls/check-in';
import { tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { formCall } from '../../testing/test-app';
import { call, LI_NA, tripFor } from './testing/check-in-test-calls';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

describe('finding a trip to check in', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const liNa = suiteMemberHeaders(test, LI_NA.mobile);
  let family: TicketedTrip;
  beforeAll(async () => {
    family = await tripFor(test, { child: true, infant: true });
  });

  const tripOf = (reply: { data: TripsReply }) => reply.data.trips.find((trip) => trip.orderNo === family.orderNo);

  it('finds the booking by e-ticket number and passenger name: flight, airports in three languages, every passenger and whether they can check in', async () => {
    const reply = await call<TripsReply>(
      test.app,
      CHECK_IN_CALLS.doDetr,
      { ticketNo: family.coupons[0]!.ticketNo, nameOrDocumentNo: family.coupons[0]!.name },
      zhangWei,
    );
    expect(reply.resultCode).toBe('0');
    const trip = tripOf(reply)!;
    expect(trip.pnr).toBe(family.pnr);
    expect(trip.flight.departure).toMatchObject({
      airport: expect.any(String),
      cityName: { zhCn: expect.any(String), zhTw: expect.any(String), en: expect.any(String) },
    });
    expect(new Date(trip.checkInClosesAt).getTime()).toBe(family.departureAt.getTime() - 45 * 60_000);
    const [adult, child, infant] = trip.passengers;
    expect(adult).toMatchObject({
      passengerType: 'ADT',
      state: 'open',
      seat: null,
      eligibility: { code: 'ok', message: '' },
    });
    expect(child).toMatchObject({ passengerType: 'CHD', eligibility: { code: 'ok' } });
    expect(infant).toMatchObject({
      passengerType: 'INF',
      accompanyingAdultCouponId: adult!.couponId,
      eligibility: { code: 'infantOnAdult', message: '婴儿随同行成人一起办理值机。' },
    });
  });

  it('lists the member’s own upcoming trips without a ticket number, and not another member’s', async () => {
    expect(tripOf(await call(test.app, CHECK_IN_CALLS.doDetr, {}, zhangWei))).toBeDefined();
    const hers = await call<TripsReply>(test.app, CHECK_IN_CALLS.doDetr, {}, liNa);
    expect(hers.resultCode).toBe('0');
    expect(tripOf(hers)).toBeUndefined();
  });

  it('finds the trip by document number and name, in any letter case and spacing', async () => {
    const adult = family.coupons[0]!;
    const reply = await call<TripsReply>(
      test.app,
      CHECK_IN_CALLS.queryDetrName,
      { documentNo: adult.documentNo.toLowerCase(), name: ` ${adult.name} ` },
      zhangWei,
    );
    expect(tripOf(reply)?.passengers).toHaveLength(3);
    const wrongName = await call(
      test.app,
      CHECK_IN_CALLS.queryDetrName,
      { documentNo: adult.documentNo, name: '王五' },
      zhangWei,
      'en',
    );
    expect(wrongName).toMatchObject({
      resultCode: 'TRIP_NOT_FOUND',
      resultMsg: 'No trip was found. Please check what you entered and try again.',
    });
  });

  it('refuses a malformed ticket number with the spec message, and an unknown one as not found', async () => {
    expect(
      await call(test.app, CHECK_IN_CALLS.doDetr, { ticketNo: '88012', nameOrDocumentNo: '张伟' }, zhangWei, 'en'),
    ).toMatchObject({ rCode: 'RR0001', rMessage: 'The ticket number is 13 digits' });
    expect(
      (await call(test.app, CHECK_IN_CALLS.doDetr, { ticketNo: '8801234567890', nameOrDocumentNo: '张伟' }, zhangWei))
        .resultCode,
    ).toBe('TRIP_NOT_FOUND');
  });

  it('needs a logged-in member', async () => {
    expect((await formCall(test.app, CHECK_IN_CALLS.doDetr, {})).statusCode).toBe(401);
  });

  it('lets another member act on a booking only after finding it by its ticket and passenger name', async () => {
    const couponIds = [family.coupons[0]!.couponId];
    expect((await call(test.app, CHECK_IN_CALLS.querySeatDiff, { couponIds }, liNa)).resultCode).toBe('TRIP_NOT_FOUND');
    await call(
      test.app,
      CHECK_IN_CALLS.doDetr,
      { ticketNo: family.coupons[0]!.ticketNo, nameOrDocumentNo: family.coupons[0]!.name },
      liNa,
    );
    expect((await call(test.app, CHECK_IN_CALLS.querySeatDiff, { couponIds }, liNa)).resultCode).toBe('0');
  });
});

describe('why a passenger cannot check in, in their language', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  const adultOf = async (trip: TicketedTrip, locale = 'zh-CN') => {
    const reply = await call<TripsReply>(test.app, CHECK_IN_CALLS.doDetr, {}, zhangWei, locale);
    return reply.data.trips.find((found: CheckInTrip) => found.orderNo === trip.orderNo)!.passengers[0]!;
  };

  it('before the window opens: when it opens, at the origin’s time', async () => {
    const later = await tripFor(test, { departsAfterHours: 30 });
    const adult = await adultOf(later, 'en');
    expect(adult.eligibility.code).toBe('notOpenYet');
    expect(new Date(adult.eligibility.opensAt!).getTime()).toBe(later.departureAt.getTime() - 24 * 3_600_000);
    expect(adult.eligibility.message).toMatch(
      /^Online check-in opens 24 hours before departure, at \d{4}-\d\d-\d\d \d\d:\d\d\.$/,
    );
  });

  it('not yet ticketed (found by document and name: the member’s list holds ticketed trips only)', async () => {
    const unpaid = await tripFor(test, { couponStatus: 'booked' });
    const reply = await call<TripsReply>(
      test.app,
      CHECK_IN_CALLS.queryDetrName,
      { documentNo: unpaid.coupons[0]!.documentNo, name: unpaid.coupons[0]!.name },
      zhangWei,
    );
    expect(reply.data.trips.find((trip) => trip.orderNo === unpaid.orderNo)!.passengers[0]!.eligibility.code).toBe(
      'notTicketed',
    );
    const mine = await call<TripsReply>(test.app, CHECK_IN_CALLS.doDetr, {}, zhangWei);
    expect(mine.data.trips.some((trip) => trip.orderNo === unpaid.orderNo)).toBe(false);
  });

  it('used or refunded', async () => {
    const trip = await tripFor(test, { child: true });
    await test.database.db.update(tickets).set({ status: 'used' }).where(eq(tickets.id, trip.coupons[0]!.couponId));
    await test.database.db.update(tickets).set({ status: 'refunded' }).where(eq(tickets.id, trip.coupons[1]!.couponId));
    const reply = await call<TripsReply>(
      test.app,
      CHECK_IN_CALLS.doDetr,
      { ticketNo: trip.coupons[0]!.ticketNo, nameOrDocumentNo: trip.coupons[0]!.documentNo },
      zhangWei,
    );
    const [adult, child] = reply.data.trips[0]!.passengers;
    expect(adult!.eligibility).toMatchObject({ code: 'used', message: '该客票已使用。' });
    expect(child!.eligibility).toMatchObject({ code: 'refunded', message: '该客票已退票。' });
  });

  it('on a cancelled flight', async () => {
    const trip = await tripFor(test);
    await test.database.db.update(flights).set({ status: 'canceled' }).where(eq(flights.id, trip.flightId));
    expect((await adultOf(trip, 'en')).eligibility).toMatchObject({
      code: 'flightCanceled',
      message: 'This flight has been cancelled.',
    });
    await test.database.db.update(flights).set({ status: 'scheduled' }).where(eq(flights.id, trip.flightId));
  });

  it('after the window closes 45 minutes before departure', async () => {
    const trip = await tripFor(test);
    test.clock.set(new Date(trip.departureAt.getTime() - 44 * 60_000));
    expect((await adultOf(trip, 'zh-TW')).eligibility).toMatchObject({
      code: 'closed',
      message: '網路報到已於班機起飛前45分鐘關閉，請至機場報到櫃檯辦理。',
    });
    const reply = await call(
      test.app,
      CHECK_IN_CALLS.checkIn,
      { couponIds: [trip.coupons[0]!.couponId] },
      zhangWei,
      'en',
    );
    expect(reply).toMatchObject({
      resultCode: 'CHECKIN_NOT_ELIGIBLE',
      data: { couponId: trip.coupons[0]!.couponId, eligibility: { code: 'closed' } },
    });
    expect(reply.resultMsg).toContain('Online check-in closed 45 minutes before departure');
  });
});
