import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { HOLD_MINUTES, type BookFlightData } from '../../../contract/calls/orders';
import { suiteApp } from '../../testing/suite-app';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  memberHeaders,
  orderCall,
  setBucketSeats,
  type BookableFlight,
} from './testing/order-test-setup';
import { holdBoundsAtDefaults } from './testing/hold-bounds-at-defaults';

/** Issue 26, item 10: one member, device or address cannot empty a flight by booking without paying. */
describe('bounds on unpaid holds', () => {
  const test = suiteApp({ env: holdBoundsAtDefaults() });
  let sequence = 0;

  // Each test books from its own device and address, and starts with nothing held (every hold has lapsed).
  const from = (device: string, address = `10.26.0.${++sequence % 250}`) => ({
    dfp: device,
    'x-forwarded-for': address,
  });
  const party = (size: number) => Array.from({ length: size }, () => adult(++sequence));
  const flight = (day: number, bookingClass = 'Y') =>
    bookableFlight(test.database.db, 'NS3105', `2026-08-${String(day).padStart(2, '0')}`, bookingClass);
  const nextRound = () => test.clock.advance(HOLD_MINUTES * 60_000 + 1);

  it('lets one member hold 9 seats of a flight, not all 162, and says why in each language', async () => {
    nextRound();
    const target = await flight(1);
    await setBucketSeats(test.database.db, target, 162);
    const member = { ...(await memberHeaders(test.app)), ...from('robot') };
    let held = 0;
    const codes = [];
    for (let attempt = 0; attempt < 22; attempt++) {
      const reply = await book(test.app, bookingFor([target], party(9)), member);
      codes.push(reply.resultCode);
      if (reply.resultCode === '0') held += 9;
    }
    expect(held).toBe(9);
    expect(codes.slice(1)).toEqual(Array(21).fill('UNPAID_HOLD_LIMIT'));
    const refusal = (locale: string) =>
      book(test.app, bookingFor([target], party(1)), { ...member, 'accept-language': locale });
    expect((await refusal('en')).resultMsg).toBe(
      'You already hold as many unpaid bookings as we allow (on this flight or in all). Pay for or cancel one under My orders, then book again.',
    );
    expect((await refusal('zh-CN')).resultMsg).toMatch(/^您的未支付订单已达上限/);
    expect((await refusal('zh-TW')).resultMsg).toMatch(/^您的未支付訂單已達上限/);
  });

  it('bounds orders per flight and in all, and halves each further hold down to 5 minutes', async () => {
    nextRound();
    const member = { ...(await memberHeaders(test.app)), ...from('phone') };
    const flights: BookableFlight[] = [];
    for (let day = 2; day <= 7; day++) flights.push(await flight(day));
    const first = await book(test.app, bookingFor([flights[0]!], party(1)), member);
    const secondSubmit = bookingFor([flights[0]!], party(1));
    const second = await book(test.app, secondSubmit, member);
    expect((await book(test.app, bookingFor([flights[0]!], party(1)), member)).resultCode).toBe('UNPAID_HOLD_LIMIT');
    const later = [];
    for (const other of flights.slice(1)) later.push(await book(test.app, bookingFor([other], party(1)), member));
    expect(later.map((reply) => reply.resultCode)).toEqual(['0', '0', '0', 'UNPAID_HOLD_LIMIT', 'UNPAID_HOLD_LIMIT']);
    const holdMinutes = [first, second, ...later.slice(0, 3)].map(
      (reply) => (Date.parse((reply.data as BookFlightData).holdUntil) - test.clock.now().getTime()) / 60_000,
    );
    expect(holdMinutes).toEqual([30, 15, 7.5, 5, 5]);
    // Cancelling one frees its place at once.
    await orderCall(test.app, CALLS.cancelOrder, { orderNo: (first.data as BookFlightData).orderNo }, member);
    expect((await book(test.app, bookingFor([flights[5]!], party(1)), member)).resultCode).toBe('0');
    // A replayed submit still answers with its order, whatever is held since.
    expect((await book(test.app, secondSubmit, member)).data).toMatchObject({
      orderNo: (second.data as BookFlightData).orderNo,
    });
  });

  it('bounds seats in all: two full parties on two flights, not a third', async () => {
    nextRound();
    const member = { ...(await memberHeaders(test.app)), ...from('tablet') };
    const replies = [];
    for (const day of [8, 9, 10]) replies.push(await book(test.app, bookingFor([await flight(day)], party(9)), member));
    expect(replies.map((reply) => reply.resultCode)).toEqual(['0', '0', 'UNPAID_HOLD_LIMIT']);
  });

  it('bounds a device whatever member books on it, and an address whatever devices and members', async () => {
    nextRound();
    const target = await flight(11);
    const zhangWei = await memberHeaders(test.app);
    const liNa = await memberHeaders(test.app, '13900139000');
    const wangFang = await memberHeaders(test.app, '13700137000');
    const device = from('shared phone');
    expect((await book(test.app, bookingFor([target], party(9)), { ...zhangWei, ...device })).resultCode).toBe('0');
    expect((await book(test.app, bookingFor([target], party(1)), { ...liNa, ...device })).resultCode).toBe(
      'UNPAID_HOLD_LIMIT',
    );
    const address = '10.26.1.1';
    const zhaoLei = await memberHeaders(test.app, '13600136000');
    const codes = [];
    for (const [index, member] of [liNa, wangFang, zhaoLei].entries())
      codes.push(
        (await book(test.app, bookingFor([target], party(9)), { ...member, ...from(`device ${index}`, address) }))
          .resultCode,
      );
    expect(codes).toEqual(['0', '0', 'UNPAID_HOLD_LIMIT']);
  });

  it('forgets holds that lapsed: the next round may book again', async () => {
    nextRound();
    const member = { ...(await memberHeaders(test.app)), ...from('laptop') };
    const target = await flight(12);
    expect((await book(test.app, bookingFor([target], party(9)), member)).resultCode).toBe('0');
    expect((await book(test.app, bookingFor([target], party(9)), member)).resultCode).toBe('UNPAID_HOLD_LIMIT');
    nextRound();
    expect((await book(test.app, bookingFor([target], party(9)), member)).resultCode).toBe('0');
  });
});
