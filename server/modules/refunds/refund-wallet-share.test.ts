import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RefundApplyResult } from '../../../contract/calls/refunds';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { TEST_NOW } from '../../testing/test-app';
import { creditWallet, walletAmounts } from '../wallet/wallet-ledger';
import { refundCall, refundSuite, runRetryJobTwice } from './testing/refund-test-kit';
import { insertDemoTwoAdultOrder } from './testing/ticketed-order';

/** One adult coupon ten days ahead: 810 less 20 %, plus 70 of taxes. */
const COUPON_BACK = 810 - 162 + 70;

describe('a refund of an order paid partly from the wallet', () => {
  const { testApp, gateway, zhangWei } = refundSuite();
  beforeAll(async () => {
    await creditWallet(testApp.database.db, {
      memberId: 'demo-verified',
      category: 'activity',
      amount: 3_000,
      source: 'test:refund-share',
      at: new Date(TEST_NOW),
    });
  });

  /** A two-adult order of which the wallet paid `fromWallet` (spent hold and payment bill, as paying leaves them). */
  const orderPaidFromWallet = async (fromWallet: number) => {
    const db = testApp.database.db;
    const order = await insertDemoTwoAdultOrder(db);
    await db.insert(walletHolds).values({
      memberId: 'demo-verified',
      orderNo: order.orderNo,
      amount: fromWallet,
      status: 'spent',
      createdAt: new Date(TEST_NOW),
      settledAt: new Date(TEST_NOW),
    });
    await db.insert(walletTransactions).values({
      transactionNo: `WT${order.orderNo}`,
      memberId: 'demo-verified',
      category: 'payment',
      amount: -fromWallet,
      orderNo: order.orderNo,
      at: new Date(TEST_NOW),
    });
    return order;
  };
  const apply = async (orderNo: string, ticketIds: number[]) =>
    (await refundCall(testApp, 'refundApply', { orderNo, ticketIds }, zhangWei.token)) as {
      resultCode: string;
      data: RefundApplyResult;
    };
  const walletRefunds = (orderNo: string) =>
    testApp.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderNo, orderNo), eq(walletTransactions.category, 'refund')));

  it('returns the wallet’s share to the wallet once, whatever the retries, and sends only the rest through the gateway', async () => {
    const order = await orderPaidFromWallet(500);
    const before = (await walletAmounts(testApp.database.db, 'demo-verified')).total;
    gateway.failWith(true);
    const first = await apply(order.orderNo, [order.ticketIds[0]!]);
    gateway.failWith(false);
    expect(first.data).toMatchObject({ status: 'requested', amount: COUPON_BACK });
    // The same apply again, then the retry job twice: the wallet credit stays one, the gateway pays once.
    expect((await apply(order.orderNo, [order.ticketIds[0]!])).data).toMatchObject({
      status: 'refunded',
      replayed: true,
    });
    await runRetryJobTwice(testApp, gateway.payout);
    expect((await walletRefunds(order.orderNo)).reduce((sum, row) => sum + row.amount, 0)).toBe(500);
    expect(gateway.sent.filter((sent) => sent.orderNo === order.orderNo).map((sent) => sent.amount)).toEqual([
      COUPON_BACK - 500,
    ]);
    // The second coupon: the wallet's share is back already, so all of it goes through the gateway.
    expect((await apply(order.orderNo, [order.ticketIds[1]!])).data.status).toBe('refunded');
    expect((await walletRefunds(order.orderNo)).reduce((sum, row) => sum + row.amount, 0)).toBe(500);
    expect(gateway.sent.filter((sent) => sent.orderNo === order.orderNo).map((sent) => sent.amount)).toEqual([
      COUPON_BACK - 500,
      COUPON_BACK,
    ]);
    expect((await walletAmounts(testApp.database.db, 'demo-verified')).total).toBe(before + 500);
  });

  it('an order paid wholly from the wallet is refunded to the wallet alone, with its envelopes’ expiries, and shows as a refund bill', async () => {
    const order = await orderPaidFromWallet(2 * (810 + 70));
    const reply = await apply(order.orderNo, order.ticketIds);
    expect(reply.data).toMatchObject({ status: 'refunded', amount: 2 * COUPON_BACK });
    expect(gateway.sent.filter((sent) => sent.orderNo === order.orderNo)).toEqual([]);
    // The money goes back to the envelopes it was spent from, each keeping its own expiry: none made anew.
    const credits = await walletRefunds(order.orderNo);
    expect(credits.reduce((sum, credit) => sum + credit.amount, 0)).toBe(2 * COUPON_BACK);
    const given = await testApp.database.db
      .select({ expiresAt: walletTransactions.expiresAt })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, 'demo-verified'), ne(walletTransactions.category, 'refund')));
    const expiries = new Set(given.map((credit) => credit.expiresAt?.getTime() ?? null));
    for (const credit of credits) expect(expiries).toContain(credit.expiresAt?.getTime() ?? null);
  });
});
