import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS, type TripsReply } from '../../../contract/calls/check-in';
import { orderPassengers, tickets } from '../../db/schema/orders';
import { formCall } from '../../testing/test-app';
import { ACTION_RULES } from '../risk/risk-rules';
import { PROOF_TTL_MS } from '../coupons/coupon-queries';
import { call, LI_NA, tripFor } from './testing/check-in-test-calls';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

const NOT_FOUND = {
  resultCode: 'TRIP_NOT_FOUND',
  resultMsg: 'No trip was found. Please check what you entered and try again.',
};
const LIMITS = ACTION_RULES.tripLookup.sliderFrom;

describe("another member looking up a traveller's ticket", () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const liNa = suiteMemberHeaders(test, LI_NA.mobile);
  // Each test starts with no misses counted: the risk engine's window has passed.
  afterEach(() => test.clock.advance(ACTION_RULES.tripLookup.windowMs + 1));

  const lookUp = (payload: object, headers = liNa) =>
    call<TripsReply>(test.app, CHECK_IN_CALLS.doDetr, payload, headers, 'en');
  const adultOf = (trip: TicketedTrip) => trip.coupons[0]!;
  const couponIds = (trip: TicketedTrip) => trip.coupons.map((coupon) => coupon.couponId);
  const seatMapCode = async (trip: TicketedTrip, headers = liNa) =>
    (await call(test.app, CHECK_IN_CALLS.querySeatDiff, { couponIds: couponIds(trip) }, headers)).resultCode;
  const randomTicketNo = () => `880${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;

  it('gets nothing with the number alone, a wrong name or a fellow passenger’s name: one message that says not which part was wrong', async () => {
    const family = await tripFor(test, { child: true });
    const [adult, child] = family.coupons;
    expect(await lookUp({ ticketNo: adult!.ticketNo })).toMatchObject({
      rCode: 'RR0001',
      rMessage: 'Please fill in this field',
    });
    const wrongName = await lookUp({ ticketNo: adult!.ticketNo, nameOrDocumentNo: '王五' });
    const fellowName = await lookUp({ ticketNo: adult!.ticketNo, nameOrDocumentNo: child!.name });
    const unknownTicket = await lookUp({ ticketNo: randomTicketNo(), nameOrDocumentNo: adult!.name });
    for (const reply of [wrongName, fellowName, unknownTicket]) {
      expect(reply).toMatchObject(NOT_FOUND);
      expect(JSON.stringify(reply)).not.toContain(family.pnr);
    }
    expect(await seatMapCode(family)).toBe('TRIP_NOT_FOUND');
  });

  it('may not act on coupons no lookup of hers proved: seats, check-in, boarding pass, its PDF, cancelling', async () => {
    const trip = await tripFor(test);
    const couponId = adultOf(trip).couponId;
    expect((await call(test.app, CHECK_IN_CALLS.checkIn, { couponIds: [couponId] }, zhangWei)).resultCode).toBe('0');
    expect(await seatMapCode(trip)).toBe('TRIP_NOT_FOUND');
    expect(
      (
        await call(
          test.app,
          CHECK_IN_CALLS.checkIn,
          { couponIds: [couponId], seats: [{ couponId, seat: '40C' }] },
          liNa,
        )
      ).resultCode,
    ).toBe('TRIP_NOT_FOUND');
    expect((await call(test.app, CHECK_IN_CALLS.queryUmeBoardPass, { couponId }, liNa)).resultCode).toBe(
      'TRIP_NOT_FOUND',
    );
    expect((await call(test.app, CHECK_IN_CALLS.cancelCheckIn, { couponId }, liNa)).resultCode).toBe('TRIP_NOT_FOUND');
    const pdf = await test.app.inject({
      method: 'GET',
      url: `${CHECK_IN_CALLS.boardingPassPdf}?couponId=${couponId}`,
      headers: liNa,
    });
    expect(pdf.headers['content-type']).not.toBe('application/pdf');
    expect(pdf.json()).toMatchObject({ resultCode: 'TRIP_NOT_FOUND' });
    const [coupon] = await test.database.db.select().from(tickets).where(eq(tickets.id, couponId));
    expect(coupon!.status).toBe('checked_in');
    // Nobody logged in gets nothing either.
    expect(
      (
        await formCall(test.app, CHECK_IN_CALLS.doDetr, {
          ticketNo: adultOf(trip).ticketNo,
          nameOrDocumentNo: adultOf(trip).name,
        })
      ).statusCode,
    ).toBe(401);
    expect((await formCall(test.app, CHECK_IN_CALLS.cancelCheckIn, { couponId })).statusCode).toBe(401);
  });

  it('finds it with the name as ticketed (Chinese or SURNAME/GIVEN) or the document number, then acts on those coupons only', async () => {
    const trip = await tripFor(test);
    const other = await tripFor(test);
    const adult = adultOf(trip);
    expect(await lookUp({ ticketNo: adult.ticketNo, nameOrDocumentNo: ` ${adult.name} ` })).toMatchObject({
      resultCode: '0',
      data: { trips: [{ pnr: trip.pnr }] },
    });
    expect(
      (await lookUp({ ticketNo: adult.ticketNo, nameOrDocumentNo: adult.documentNo.toLowerCase() })).resultCode,
    ).toBe('0');
    await test.database.db
      .update(orderPassengers)
      .set({ lastName: 'ZHANG', firstName: 'WEI' })
      .where(eq(orderPassengers.documentNo, adult.documentNo));
    expect((await lookUp({ ticketNo: adult.ticketNo, nameOrDocumentNo: 'zhang / wei' })).resultCode).toBe('0');
    expect(await seatMapCode(trip)).toBe('0');
    expect(await seatMapCode(other)).toBe('TRIP_NOT_FOUND');
  });

  it(`forgets what a lookup proved after ${PROOF_TTL_MS / 3_600_000} hours`, async () => {
    const trip = await tripFor(test, { departsAfterHours: 12 });
    await lookUp({ ticketNo: adultOf(trip).ticketNo, nameOrDocumentNo: adultOf(trip).name });
    expect(await seatMapCode(trip)).toBe('0');
    test.clock.advance(PROOF_TTL_MS + 1);
    expect(await seatMapCode(trip)).toBe('TRIP_NOT_FOUND');
    expect(await seatMapCode(trip, zhangWei)).toBe('0');
  });

  describe("asks for the slider ('002') after a few misses", () => {
    const device = (name: string) => ({ ...liNa, dfp: name });

    it('from one device, whatever tickets it tries', async () => {
      const trip = await tripFor(test);
      for (let miss = 0; miss < LIMITS.device; miss++)
        expect(await lookUp({ ticketNo: randomTicketNo(), nameOrDocumentNo: '张伟' }, device('walker'))).toMatchObject(
          NOT_FOUND,
        );
      const right = { ticketNo: adultOf(trip).ticketNo, nameOrDocumentNo: adultOf(trip).name };
      expect(await lookUp(right, device('walker'))).toMatchObject({ adsCode: '002' });
      expect((await lookUp(right, device('another phone'))).resultCode).toBe('0');
    });

    it('on one ticket number, whatever device asks', async () => {
      const trip = await tripFor(test);
      const ticketNo = adultOf(trip).ticketNo;
      for (let miss = 0; miss < LIMITS.subject; miss++)
        await lookUp({ ticketNo, nameOrDocumentNo: `王${miss}` }, device(`guesser ${miss}`));
      expect(await lookUp({ ticketNo, nameOrDocumentNo: adultOf(trip).name }, device('traveller'))).toMatchObject({
        adsCode: '002',
      });
    });

    it('from one address, with document and name too', async () => {
      for (let miss = 0; miss < LIMITS.address; miss++) {
        const reply = await call(
          test.app,
          CHECK_IN_CALLS.queryDetrName,
          { documentNo: `G${1000000 + miss}`, name: '张伟' },
          device(`device ${miss}`),
          'en',
        );
        expect(reply).toMatchObject(NOT_FOUND);
      }
      expect(
        await lookUp({ ticketNo: randomTicketNo(), nameOrDocumentNo: '张伟' }, device('yet another')),
      ).toMatchObject({ adsCode: '002' });
    });
  });
});
