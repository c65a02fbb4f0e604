import { eq, inArray } from 'drizzle-orm';
import { REFUND_CALLS } from '../../../../contract/call-paths';
import type { Db } from '../../../db/client';
import { tickets } from '../../../db/schema/orders';
import { flightBuckets, flightCabins } from '../../../db/schema/schedule';
import { beforeAll } from 'vitest';
import { createTestApp, formCall, TEST_NOW, type TestApp } from '../../../testing/test-app';
import { suiteApp } from '../../../testing/suite-app';
import { loggedInUser } from '../../accounts/testing/account-test-calls';
import { accountCalls } from '../../accounts/routes';
import { DEMO_PASSWORD } from '../../accounts/seed';
import type { RefundPayout } from '../refund-payout';
import { retryRequestedRefunds } from '../refund-retry';
import { createRefundCalls } from '../routes';

/** A payout that records what it was asked to send, and can be told to fail like an unreachable gateway. */
export function recordingPayout() {
  const sent: { orderNo: string; refundNo: string; amount: number }[] = [];
  let failing = false;
  const payout: RefundPayout = {
    async send(request) {
      if (failing) throw new Error('gateway unreachable');
      sent.push(request);
      return { gatewayRefundId: `GW-${request.refundNo}` };
    },
  };
  return { payout, sent, failWith: (fail: boolean) => (failing = fail) };
}

/** The account and refund calls only, the refunds paid out through `payout`. */
const refundAppOptions = (payout: RefundPayout) => ({
  calls: [...accountCalls, ...createRefundCalls({ payoutFor: () => payout })],
});

export async function refundTestApp(payout: RefundPayout): Promise<TestApp> {
  return createTestApp(refundAppOptions(payout));
}

/** The suite's refund app with its payouts recorded, and Zhang Wei's session token, ready before the first test. */
export function refundSuite() {
  const gateway = recordingPayout();
  const testApp = suiteApp(refundAppOptions(gateway.payout));
  const zhangWei = { token: '' };
  beforeAll(async () => {
    zhangWei.token = await loginToken(testApp, '13800138000');
  });
  return { testApp, gateway, zhangWei };
}

/** The retry job, past its wait, run twice as two instances' timers may; the clock is put back after. */
export async function runRetryJobTwice(testApp: TestApp, payout: RefundPayout): Promise<void> {
  testApp.clock.advance(2 * 60_000);
  try {
    await retryRequestedRefunds({ db: testApp.database.db, clock: testApp.clock, payout });
    await retryRequestedRefunds({ db: testApp.database.db, clock: testApp.clock, payout });
  } finally {
    testApp.clock.set(TEST_NOW);
  }
}

export async function loginToken(testApp: TestApp, mobile: string): Promise<string> {
  return (await loggedInUser(testApp.app, mobile, DEMO_PASSWORD)).jwtToken;
}

export function refundCall(testApp: TestApp, call: keyof typeof REFUND_CALLS, payload: unknown, jwtToken: string) {
  return formCall(testApp.app, REFUND_CALLS[call], payload, { jwtToken, 'accept-language': 'en' }).then((response) =>
    response.json(),
  );
}

export async function seatsLeft(db: Db, flightId: number): Promise<{ bucket: number; cabin: number }> {
  const [bucket] = await db
    .select()
    .from(flightBuckets)
    .where(eq(flightBuckets.flightId, flightId))
    .then((rows) => rows.filter((row) => row.bookingClass === 'M'));
  const [cabin] = await db
    .select()
    .from(flightCabins)
    .where(eq(flightCabins.flightId, flightId))
    .then((rows) => rows.filter((row) => row.cabinClass === 'Y'));
  return { bucket: bucket!.available, cabin: cabin!.available };
}

export async function couponStatuses(db: Db, ticketIds: number[]): Promise<string[]> {
  const rows = await db
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .where(inArray(tickets.id, ticketIds));
  return ticketIds.map((id) => rows.find((row) => row.id === id)!.status);
}
