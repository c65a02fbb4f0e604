import { afterAll, beforeAll } from 'vitest';
import type { AncillaryOrder } from '../../../../contract/ancillaries/ancillary-order-schemas';
import type { ChangeResult } from '../../../../contract/calls/ticket-changes';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { runAncillaryJobs } from '../../ancillaries/ancillary-jobs';
import { stockLeft } from '../../ancillaries/item-holdings';
import { ancillaryCaller, bookItems, payAtGateway } from '../../ancillaries/testing/ancillary-test-calls';
import { DEMO_TRANSACTION_PASSWORD } from '../../member-centre/seed';
import { giveActivityMoney } from '../../wallet/testing/activity-money';
import { changeCall, loginToken, orderToChange, quotedChange } from './change-test-kit';

/** Every call (changes, luggage and meals, payments), the demo member logged in, money in their wallet. */
async function openExtrasTest() {
  const test = await createTestApp();
  const token = await loginToken(test, '13800138000');
  await giveActivityMoney(test, 'demo-verified', 5_000, 'test:change-extras');
  const headers = { jwtToken: token };
  return {
    test,
    token,
    luggage: ancillaryCaller(test.app, 'luggage', headers),
    meal: ancillaryCaller(test.app, 'meal', headers),
  };
}
export type ExtrasTest = Awaited<ReturnType<typeof openExtrasTest>>;

/** The suite's extras test: opened before its first test, closed after its last; read it inside hooks and tests. */
export function extrasSuite(): ExtrasTest {
  const extras = {} as ExtrasTest;
  beforeAll(async () => {
    Object.assign(extras, await openExtrasTest());
  });
  afterAll(() => extras.test.close());
  return extras;
}

/** One run of the ancillaries' jobs (the refund of what a change left behind among them) on the test's database. */
export const runExtrasJobs = ({ test }: ExtrasTest) =>
  runAncillaryJobs(test.database.db, test.clock, { PUBLIC_URL: undefined, TICKET_PREFIX: '880' });

/** An adult and a child ticketed in Y ten days out (a change to the next day's flight costs nothing), quoted. */
export async function changeableTrip({ test, token }: ExtrasTest) {
  const db = test.database.db;
  const { flight, target, ...order } = await orderToChange(db, {
    bookingClass: 'Y',
    daysAhead: 10,
    passengers: ['ADT', 'CHD'],
  });
  const { request, quoted } = await quotedChange(test, token, order, target);
  if (quoted.resultCode !== '0') throw new Error(`quote refused: ${JSON.stringify(quoted)}`);
  const [adult, child] = order.ticketIds as [number, number];
  return { ...order, adult, child, flight, target, apply: { ...request, quoteToken: quoted.data.quoteToken } };
}

export const applyChange = ({ test, token }: ExtrasTest, apply: Record<string, unknown>, idempotencyKey: string) =>
  changeCall<ChangeResult>(test, 'changeApply', { ...apply, idempotencyKey }, token);

/** Books items in one order of its kind and pays it: from the wallet, or at the sandbox gateway. */
export async function paidExtras(
  extras: ExtrasTest,
  kind: 'luggage' | 'meal',
  key: string,
  items: { couponId: number; itemCode: string }[],
  via: 'wallet' | 'gateway',
): Promise<AncillaryOrder> {
  const call = extras[kind];
  const order = await bookItems(call, key, items);
  if (via === 'gateway') await payAtGateway(extras.test.app, call, order.orderNo);
  else {
    const paid = await call('payOrder', {
      orderNo: order.orderNo,
      method: 'wallet',
      idempotencyKey: `pay-${key}`,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    if (!paid.data?.paid) throw new Error(`wallet refused ${key}: ${JSON.stringify(paid)}`);
  }
  return (await call<AncillaryOrder>('orderDetail', { orderNo: order.orderNo })).data;
}

export const orderDetail = async (extras: ExtrasTest, orderNo: string) =>
  (await extras[orderNo.startsWith('LG') ? 'luggage' : 'meal']<AncillaryOrder>('orderDetail', { orderNo })).data;

export const portionsLeft = async (test: TestApp, flightId: number, itemCode: string) =>
  (await stockLeft(test.database.db, [flightId]))(flightId, itemCode);
