import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_STATUS_CALLS } from '../../../contract/calls/flight-status';
import type { RefundApplyResult, RefundQuote } from '../../../contract/calls/refunds';
import { refunds } from '../../db/schema/refunds';
import { createTestApp, jsonCall, TEST_NOW, type TestApp } from '../../testing/test-app';
import { accountCalls } from '../accounts/routes';
import { flightOpsCalls } from '../flight-ops/routes';
import { createRefundCalls } from './routes';
import { loginToken, recordingPayout, refundCall } from './testing/refund-test-kit';
import { FIXTURE_PRICES, flightLeavingAfter, insertTicketedOrder } from './testing/ticketed-order';

const HOUR = 3_600_000;
const FULL_ADULT = FIXTURE_PRICES.ADT.fare + FIXTURE_PRICES.ADT.airportFee + FIXTURE_PRICES.ADT.fuelSurcharge;

/** CCAR-273: a cancelled or long-delayed flight is refunded in full, once, whatever the retries. */
describe('the free refund of a disrupted flight', () => {
  let testApp: TestApp;
  let token: string;
  const { payout, sent } = recordingPayout();

  beforeAll(async () => {
    testApp = await createTestApp({
      calls: [...accountCalls, ...flightOpsCalls, ...createRefundCalls({ payoutFor: () => payout })],
    });
    token = await loginToken(testApp, '13800138000');
  });
  afterAll(() => testApp.close());

  // From five hours ahead, where the fee table alone charges the fare's percent plus 20 %; a new flight each time.
  let after = new Date(Date.parse(TEST_NOW) + 5 * HOUR);
  const orderOnFlightSoon = async () => {
    const flight = await flightLeavingAfter(testApp.database.db, after);
    after = new Date(flight.departureAt.getTime() + 60_000);
    const order = await insertTicketedOrder(testApp.database.db, {
      memberId: 'demo-verified',
      flightIds: [flight.id],
      passengers: ['ADT'],
      at: testApp.clock.now(),
    });
    return { flight, ...order };
  };
  const force = async (flight: { flightNo: string; flightDate: string }, operation: object) => {
    const reply = await jsonCall(testApp.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      ...operation,
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };
  const quote = async (orderNo: string, jwtToken = token) =>
    (await refundCall(testApp, 'refundQuote', { orderNo }, jwtToken)) as { resultCode: string; data: RefundQuote };

  it('charges the fee table on an undisrupted flight (the control)', async () => {
    const { orderNo } = await orderOnFlightSoon();
    const reply = await quote(orderNo);
    expect(reply.data.coupons[0]).toMatchObject({ disruption: null, refundable: true });
    expect(reply.data.totals.fee).toBeGreaterThan(0);
  });

  it('waives the fee of a cancelled flight and pays once for 12 simultaneous applies', async () => {
    const { flight, orderNo, ticketIds } = await orderOnFlightSoon();
    await force(flight, { cancel: true });
    const quoted = await quote(orderNo);
    expect(quoted.data.coupons[0]).toMatchObject({ disruption: 'canceled', feePercent: 0, fee: 0 });
    expect(quoted.data.totals).toMatchObject({ fee: 0, refundAmount: FULL_ADULT });

    const replies = (await Promise.all(
      Array.from({ length: 12 }, () => refundCall(testApp, 'refundApply', { orderNo, ticketIds }, token)),
    )) as { resultCode: string; data: RefundApplyResult }[];
    expect(replies.map((reply) => reply.resultCode)).toEqual(Array(12).fill('0'));
    expect(new Set(replies.map((reply) => reply.data.refundNo)).size).toBe(1);
    expect(replies.filter((reply) => !reply.data.replayed)).toHaveLength(1);
    expect(replies.every((reply) => reply.data.fee === 0 && reply.data.amount === FULL_ADULT)).toBe(true);
    const rows = await testApp.database.db.select().from(refunds).where(eq(refunds.orderNo, orderNo));
    expect(rows).toMatchObject([{ fee: 0, amount: FULL_ADULT, status: 'refunded' }]);
    // Replays racing the first settlement may ask the gateway again; they name the one refundNo, by which
    // the gateway pays once (RefundPayout's contract).
    const asked = sent.filter((request) => request.orderNo === orderNo);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked.map((request) => JSON.stringify(request)))).toEqual(
      new Set([JSON.stringify({ orderNo, refundNo: rows[0]!.refundNo, amount: FULL_ADULT })]),
    );
  });

  it('still refunds a cancelled flight in full after its scheduled departure', async () => {
    const { flight, orderNo } = await orderOnFlightSoon();
    await force(flight, { cancel: true });
    testApp.clock.set(new Date(flight.departureAt.getTime() + HOUR));
    try {
      // The session of five hours ago has ended: log in again, later.
      const quoted = await quote(orderNo, await loginToken(testApp, '13800138000'));
      expect(quoted.resultCode, JSON.stringify(quoted)).toBe('0');
      expect(quoted.data.coupons[0]).toMatchObject({ refundable: true, reason: null, fee: 0 });
      expect(quoted.data.totals.refundAmount).toBe(FULL_ADULT);
    } finally {
      testApp.clock.set(new Date(TEST_NOW));
    }
  });

  it('waives the fee of a flight delayed past the threshold, not of one a few minutes late', async () => {
    const late = await orderOnFlightSoon();
    await force(late.flight, { delayMinutes: 180 });
    expect((await quote(late.orderNo)).data.coupons[0]).toMatchObject({ disruption: 'delayed', fee: 0 });
    const almost = await orderOnFlightSoon();
    await force(almost.flight, { delayMinutes: 5 });
    const coupon = (await quote(almost.orderNo)).data.coupons[0]!;
    expect(coupon.disruption).toBeNull();
    expect(coupon.fee).toBeGreaterThan(0);
  });
});
