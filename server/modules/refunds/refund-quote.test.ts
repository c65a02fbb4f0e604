import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RefundQuote } from '../../../contract/calls/refunds';
import { tickets } from '../../db/schema/orders';
import { TEST_NOW, type TestApp } from '../../testing/test-app';
import { flightLeavingAfter, insertTicketedOrder } from './testing/ticketed-order';
import { loginToken, recordingPayout, refundCall, refundTestApp } from './testing/refund-test-kit';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('refund quotes', () => {
  let testApp: TestApp;
  let token: string;
  let departureAt: Date;
  let order: { orderNo: string; ticketIds: number[] };

  beforeAll(async () => {
    testApp = await refundTestApp(recordingPayout().payout);
    const flight = await flightLeavingAfter(testApp.database.db, new Date(Date.parse(TEST_NOW) + 10 * DAY));
    departureAt = flight.departureAt;
    order = await insertTicketedOrder(testApp.database.db, {
      memberId: 'demo-verified',
      flightIds: [flight.id],
      passengers: ['ADT', 'CHD', 'INF'],
      at: new Date(TEST_NOW),
    });
  });
  afterAll(() => testApp.close());
  beforeEach(() => testApp.clock.set(TEST_NOW));

  const quoteAt = async (msBeforeDeparture: number, ticketIds?: number[]) => {
    testApp.clock.set(new Date(departureAt.getTime() - msBeforeDeparture));
    // Sessions last 12 hours: a clock moved by days needs a fresh login.
    token = await loginToken(testApp, '13800138000');
    return (await refundCall(testApp, 'refundQuote', { orderNo: order.orderNo, ticketIds }, token)) as {
      resultCode: string;
      resultMsg: string;
      data: RefundQuote;
    };
  };

  it('quotes every coupon: the fare less its own percent (M: 20 %) plus the taxes, a week or more ahead', async () => {
    const { resultCode, data } = await quoteAt(10 * DAY);
    expect(resultCode).toBe('0');
    expect(
      data.coupons.map((coupon) => [coupon.passengerType, coupon.feePercent, coupon.fee, coupon.refundAmount]),
    ).toEqual([
      ['ADT', 20, 162, 810 - 162 + 70],
      ['CHD', 20, 82, 410 - 82 + 10],
      ['INF', 20, 16, 80 - 16],
    ]);
    expect(data.totals).toEqual({
      fare: 1300,
      fee: 260,
      taxes: 80,
      insurance: 0,
      refundAmount: 1300 - 260 + 80,
      pointsBack: 0,
    });
    expect(data.selectedTicketIds).toEqual(order.ticketIds);
    expect(data.quoteToken).toEqual(expect.any(String));
  });

  it('charges more as departure nears: +10 points within a week, +20 within two days, +30 in the last two hours', async () => {
    const adultFee = async (ms: number) =>
      (await quoteAt(ms, [order.ticketIds[0]!, order.ticketIds[2]!])).data.coupons[0]!.fee;
    expect(await adultFee(3 * DAY)).toBe(243);
    expect(await adultFee(DAY)).toBe(324);
    expect(await adultFee(HOUR)).toBe(405);
  });

  it('quotes only the chosen coupons, still listing the others', async () => {
    const { data } = await quoteAt(10 * DAY, [order.ticketIds[1]!]);
    expect(data.coupons).toHaveLength(3);
    expect(data.selectedTicketIds).toEqual([order.ticketIds[1]]);
    expect(data.totals.refundAmount).toBe(338);
  });

  it('refuses after departure, saying so in the user language', async () => {
    const reply = await quoteAt(-HOUR, [order.ticketIds[0]!]);
    expect(reply.resultCode).toBe('REFUND_NOT_REFUNDABLE');
    expect(reply.resultMsg).toMatch(/departed/);
    const all = await quoteAt(-HOUR);
    expect(all.data.coupons.every((coupon) => coupon.reason === 'departed' && coupon.refundAmount === 0)).toBe(true);
    expect(all.data.quoteToken).toBeNull();
  });

  it('refuses a checked-in coupon and a coupon of another order', async () => {
    await testApp.database.db.update(tickets).set({ status: 'checked_in' }).where(eq(tickets.id, order.ticketIds[1]!));
    try {
      expect((await quoteAt(10 * DAY, [order.ticketIds[1]!])).resultCode).toBe('REFUND_NOT_REFUNDABLE');
      expect((await quoteAt(10 * DAY, [999_999])).resultCode).toBe('REFUND_UNKNOWN_COUPON');
    } finally {
      await testApp.database.db.update(tickets).set({ status: 'open' }).where(eq(tickets.id, order.ticketIds[1]!));
    }
  });

  it('keeps an infant with the adult whose lap it sits on', async () => {
    const reply = await quoteAt(10 * DAY, [order.ticketIds[0]!]);
    expect(reply.resultCode).toBe('REFUND_INFANT_WITH_ADULT');
    expect((await quoteAt(10 * DAY, [order.ticketIds[0]!, order.ticketIds[2]!])).resultCode).toBe('0');
  });

  it("answers someone else's order as no order, and asks to log in without a session", async () => {
    const other = await loginToken(testApp, '13900139000');
    expect((await refundCall(testApp, 'refundQuote', { orderNo: order.orderNo }, other)).resultCode).toBe(
      'REFUND_ORDER_NOT_FOUND',
    );
    expect((await refundCall(testApp, 'refundQuote', { orderNo: order.orderNo }, '')).resultCode).toBe('401');
  });

  it('refuses malformed input with a clear message', async () => {
    const reply = await refundCall(
      testApp,
      'refundQuote',
      { orderNo: order.orderNo, ticketIds: [] },
      await loginToken(testApp, '13800138000'),
    );
    expect(reply).toMatchObject({ resultCode: 'RR0001', rMessage: expect.stringMatching(/passengers and flights/) });
  });
});
