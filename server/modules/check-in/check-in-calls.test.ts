import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_CALLS,
  type BoardingPassesReply,
  type SeatCell,
  type SeatMapReply,
} from '../../../contract/calls/check-in';
import { tickets } from '../../db/schema/orders';
import { call, tripFor } from './testing/check-in-test-calls';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

describe('checking in, changing seat and cancelling', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  const ids = (trip: TicketedTrip) => trip.coupons.map((coupon) => coupon.couponId);
  const checkIn = (payload: object, locale?: string) =>
    call<BoardingPassesReply>(test.app, CHECK_IN_CALLS.checkIn, payload, zhangWei, locale);
  const seatMap = async (couponIds: number[]) =>
    (await call<SeatMapReply>(test.app, CHECK_IN_CALLS.querySeatDiff, { couponIds }, zhangWei)).data;
  const cell = (map: SeatMapReply, seat: string): SeatCell =>
    map.cabins
      .flatMap((cabin) => cabin.rows.flatMap((row) => row.groups.flat()))
      .find((found) => found?.seat === seat)!;
  const couponStatus = async (couponId: number) =>
    (await test.database.db.select().from(tickets).where(eq(tickets.id, couponId)))[0]!.status;

  it('seats a family side by side without chosen seats, the infant on the adult’s lap, with boarding passes for all three', async () => {
    const family = await tripFor(test, { child: true, infant: true });
    const [adult, child] = family.coupons;
    const reply = await checkIn({ couponIds: [adult!.couponId, child!.couponId] });
    expect(reply.resultCode).toBe('0');
    const passes = reply.data.boardingPasses;
    expect(passes.map((pass) => pass.passengerType)).toEqual(['ADT', 'CHD', 'INF']);
    const [adultSeat, childSeat] = passes.map((pass) => pass.seat);
    expect(adultSeat!.slice(0, -1)).toBe(childSeat!.slice(0, -1));
    expect(Math.abs(adultSeat!.charCodeAt(adultSeat!.length - 1) - childSeat!.charCodeAt(childSeat!.length - 1))).toBe(
      1,
    );
    expect(passes[2]!.seat).toBe('INF');
    expect(new Set(passes.map((pass) => pass.sequence)).size).toBe(3);
    for (const coupon of family.coupons) expect(await couponStatus(coupon.couponId)).toBe('checked_in');
    const map = await seatMap(ids(family));
    expect(cell(map, adultSeat!)).toMatchObject({ status: 'mine', couponId: adult!.couponId });
  });

  it('shows another booking’s seat as occupied, and refuses it', async () => {
    const first = await tripFor(test);
    const firstPass = (await checkIn({ couponIds: ids(first) })).data.boardingPasses[0]!;
    const second = await tripFor(test, { flightId: first.flightId });
    expect(cell(await seatMap(ids(second)), firstPass.seat).status).toBe('occupied');
    const taken = await checkIn(
      { couponIds: ids(second), seats: [{ couponId: second.coupons[0]!.couponId, seat: firstPass.seat }] },
      'en',
    );
    expect(taken).toMatchObject({
      resultCode: 'SEAT_TAKEN',
      resultMsg: `Seat ${firstPass.seat} was just taken by another passenger. Please choose another seat.`,
      data: { couponId: second.coupons[0]!.couponId, seat: firstPass.seat },
    });
    expect(await couponStatus(second.coupons[0]!.couponId)).toBe('open');
  });

  it('changes a checked-in passenger’s seat, keeping the sequence number and freeing the old seat', async () => {
    const trip = await tripFor(test);
    const [coupon] = trip.coupons;
    const before = (await checkIn({ couponIds: ids(trip), seats: [{ couponId: coupon!.couponId, seat: '45C' }] })).data
      .boardingPasses[0]!;
    expect(before.seat).toBe('45C');
    const after = (await checkIn({ couponIds: ids(trip), seats: [{ couponId: coupon!.couponId, seat: '46a' }] })).data
      .boardingPasses[0]!;
    expect(after).toMatchObject({ seat: '46A', sequence: before.sequence });
    const map = await seatMap(ids(trip));
    expect(cell(map, '45C').status).toBe('free');
    expect(cell(map, '46A').status).toBe('mine');
  });

  it('lets two passengers of one booking swap seats', async () => {
    const trip = await tripFor(test, { child: true });
    const [adult, child] = trip.coupons;
    await checkIn({
      couponIds: ids(trip),
      seats: [
        { couponId: adult!.couponId, seat: '50A' },
        { couponId: child!.couponId, seat: '50B' },
      ],
    });
    const swapped = await checkIn({
      couponIds: ids(trip),
      seats: [
        { couponId: adult!.couponId, seat: '50B' },
        { couponId: child!.couponId, seat: '50A' },
      ],
    });
    expect(swapped.data.boardingPasses.map((pass) => pass.seat)).toEqual(['50B', '50A']);
  });

  it('cancels a check-in: the seat is free again and the coupons (the infant’s too) are open', async () => {
    const trip = await tripFor(test, { infant: true });
    const pass = (
      await checkIn({
        couponIds: [trip.coupons[0]!.couponId],
        seats: [{ couponId: trip.coupons[0]!.couponId, seat: '52J' }],
      })
    ).data.boardingPasses[0]!;
    const infantAlone = await call(
      test.app,
      CHECK_IN_CALLS.cancelCheckIn,
      { couponId: trip.coupons[1]!.couponId },
      zhangWei,
    );
    expect(infantAlone.data.eligibility.code).toBe('infantOnAdult');
    const reply = await call(test.app, CHECK_IN_CALLS.cancelCheckIn, { couponId: pass.couponId }, zhangWei);
    expect(reply).toMatchObject({ resultCode: '0', data: { couponIds: ids(trip) } });
    for (const coupon of trip.coupons) expect(await couponStatus(coupon.couponId)).toBe('open');
    expect(cell(await seatMap(ids(trip)), '52J').status).toBe('free');
    expect((await call(test.app, CHECK_IN_CALLS.cancelCheckIn, { couponId: pass.couponId }, zhangWei)).resultCode).toBe(
      'NOT_CHECKED_IN',
    );
    expect(
      (await call(test.app, CHECK_IN_CALLS.queryUmeBoardPass, { couponId: pass.couponId }, zhangWei)).resultCode,
    ).toBe('NOT_CHECKED_IN');
  });

  it('refuses to check an infant in alone', async () => {
    const trip = await tripFor(test, { infant: true });
    const reply = await checkIn({ couponIds: [trip.coupons[1]!.couponId] }, 'en');
    expect(reply).toMatchObject({
      resultCode: 'CHECKIN_NOT_ELIGIBLE',
      data: { eligibility: { code: 'infantOnAdult' } },
    });
    expect(reply.resultMsg).toContain('Infants are checked in together with their accompanying adult.');
  });

  it('refuses coupons of two flights in one request', async () => {
    const one = await tripFor(test);
    const other = await tripFor(test, { departsAfterHours: 8 });
    expect(one.flightId).not.toBe(other.flightId);
    expect((await checkIn({ couponIds: [...ids(one), ...ids(other)] })).resultCode).toBe('CHECKIN_MIXED_FLIGHTS');
  });
});
