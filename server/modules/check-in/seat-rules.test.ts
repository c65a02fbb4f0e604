import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS, type SeatCell, type SeatMapReply } from '../../../contract/calls/check-in';
import { call, tripFor } from './testing/check-in-test-calls';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

describe('seat rules', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  let family: TicketedTrip;
  let map: SeatMapReply;
  beforeAll(async () => {
    family = await tripFor(test, { child: true, infant: true });
    map = (
      await call<SeatMapReply>(
        test.app,
        CHECK_IN_CALLS.querySeatDiff,
        { couponIds: family.coupons.map((coupon) => coupon.couponId) },
        zhangWei,
        'en',
      )
    ).data;
  });

  const seats = () =>
    map.cabins
      .flatMap((cabin) => cabin.rows.flatMap((row) => row.groups.flat()))
      .filter((seat): seat is SeatCell => seat !== null);
  const choose = (couponId: number, seat: string, extra: object = {}) =>
    call(
      test.app,
      CHECK_IN_CALLS.checkIn,
      { couponIds: [couponId], seats: [{ couponId, seat }], ...extra },
      zhangWei,
      'en',
    );
  const [adult, child] = [0, 1].map((index) => () => family.coupons[index]!.couponId);
  const freeExitSeat = () => seats().find((seat) => seat.exitRow && seat.status === 'free')!.seat;
  const freeSeat = (row: number) =>
    seats().find((seat) => seat.row === row && seat.status === 'free' && !seat.chargeable)!.seat;

  it('draws the aircraft: business and economy cabins, aisles between seat blocks, exit and wing rows', () => {
    expect(map.cabins.map((cabin) => cabin.cabinClass)).toEqual(['C', 'Y']);
    const economy = map.cabins[1]!;
    expect(economy.exitRows.length).toBeGreaterThan(0);
    const exitRow = economy.rows.find((row) => row.row === economy.exitRows[0])!;
    expect(exitRow).toMatchObject({ exitRow: true, wing: true });
    expect(exitRow.groups.map((group) => group.map((seat) => seat!.position))).toEqual([
      ['window', 'middle', 'aisle'],
      ['aisle', 'middle', 'window'],
    ]);
    expect(seats().filter((seat) => seat.status === 'blocked')).toHaveLength(2);
    expect(map.chargeableNotice).toContain('chosen at the airport check-in counter');
  });

  it('marks exit rows and the first economy rows as paid seats', () => {
    expect(
      seats()
        .filter((seat) => seat.exitRow)
        .every((seat) => seat.chargeable?.price === 80),
    ).toBe(true);
    expect(seats().find((seat) => seat.row === map.cabins[1]!.rows[0]!.row)!.chargeable).toEqual({ price: 50 });
  });

  it('says which passengers may not sit in an exit row and why; infants are not listed', () => {
    expect(map.passengers.map((passenger) => [passenger.passengerType, passenger.exitRowRefusal?.reason])).toEqual([
      ['ADT', 'withInfant'],
      ['CHD', 'child'],
    ]);
    expect(map.passengers[1]!.exitRowRefusal!.message).toBe('Exit-row seats cannot be given to children.');
  });

  it('refuses an exit-row seat to a child and to an adult with an infant, with the reason', async () => {
    expect(await choose(child(), freeExitSeat())).toMatchObject({
      resultCode: 'EXIT_ROW_REFUSED',
      resultMsg: 'Exit-row seats cannot be given to children.',
      data: { reason: 'child' },
    });
    expect(await choose(adult(), freeExitSeat())).toMatchObject({
      resultCode: 'EXIT_ROW_REFUSED',
      data: { reason: 'withInfant' },
    });
  });

  it('refuses an exit-row seat to a passenger who asked for assistance, and the seat map says so', async () => {
    const single = await tripFor(test, { flightId: family.flightId });
    const couponId = single.coupons[0]!.couponId;
    const withHelp = await call<SeatMapReply>(
      test.app,
      CHECK_IN_CALLS.querySeatDiff,
      { couponIds: [couponId], assistance: [couponId] },
      zhangWei,
    );
    expect(withHelp.data.passengers[0]!.exitRowRefusal).toMatchObject({
      reason: 'assistance',
      message: '申请了特殊协助的旅客不能选择紧急出口座位。',
    });
    expect(await choose(couponId, freeExitSeat(), { assistance: [couponId] })).toMatchObject({
      resultCode: 'EXIT_ROW_REFUSED',
      data: { reason: 'assistance' },
    });
    // Without assistance an adult may take the exit row, but it is a paid seat: chosen at the counter.
    expect(await choose(couponId, freeExitSeat())).toMatchObject({
      resultCode: 'SEAT_CHARGEABLE',
      data: { price: 80 },
    });
  });

  it('refuses a blocked seat, a seat of another cabin, a seat that does not exist and one seat for two', async () => {
    const blocked = seats().find((seat) => seat.status === 'blocked')!.seat;
    expect((await choose(adult(), blocked)).resultCode).toBe('SEAT_BLOCKED');
    expect(await choose(adult(), '1A')).toMatchObject({
      resultCode: 'SEAT_UNKNOWN',
      resultMsg: "There is no seat 1A in this passenger's cabin.",
    });
    expect((await choose(adult(), '99A')).resultCode).toBe('SEAT_UNKNOWN');
    expect((await choose(adult(), '7Z')).rCode).toBe('RR0001');
    const seat = freeSeat(45);
    const twice = await call(
      test.app,
      CHECK_IN_CALLS.checkIn,
      {
        couponIds: [adult(), child()],
        seats: [
          { couponId: adult(), seat },
          { couponId: child(), seat },
        ],
      },
      zhangWei,
    );
    expect(twice).toMatchObject({ resultCode: 'SEAT_TWICE', resultMsg: `座位${seat}被重复选给了两位旅客。` });
  });

  it('a refused request changes nothing', async () => {
    const after = (await call<SeatMapReply>(test.app, CHECK_IN_CALLS.querySeatDiff, { couponIds: [adult()] }, zhangWei))
      .data;
    expect(
      after.cabins
        .flatMap((cabin) => cabin.rows.flatMap((row) => row.groups.flat()))
        .filter((seat) => seat?.status === 'mine' || seat?.status === 'occupied'),
    ).toEqual([]);
  });
});
