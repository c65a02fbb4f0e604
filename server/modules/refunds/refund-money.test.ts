import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_CALLS } from '../../../contract/call-paths';
import type { RefundApplyResult } from '../../../contract/calls/refunds';
import { sandboxRefunds } from '../../db/schema/payments';
import { memberPointsTransactions } from '../../db/schema/points';
import { refunds } from '../../db/schema/refunds';
import { createTestApp, formCall, TEST_NOW, type TestApp } from '../../testing/test-app';
import { loginToken } from './testing/refund-test-kit';
import { insertDemoTwoAdultOrder } from './testing/ticketed-order';
import { sandboxTradeOf } from '../../providers/payment-sandbox/testing/sandbox-trades';
import { recordSettledPayment } from '../../dev/settled-payment';

describe('money and points back', () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    // The app as it runs: every call, the sandbox gateway behind the refunds.
    testApp = await createTestApp();
    token = await loginToken(testApp, '13800138000');
  });
  afterAll(() => testApp.close());

  const newOrder = (kind: 'domestic' | 'points' = 'domestic') => insertDemoTwoAdultOrder(testApp.database.db, { kind });
  const apply = async (orderNo: string, ticketIds: number[]) =>
    (
      await formCall(
        testApp.app,
        REFUND_CALLS.refundApply,
        { orderNo, ticketIds },
        { jwtToken: token, 'accept-language': 'en' },
      )
    ).json() as { resultCode: string; resultMsg: string; data: RefundApplyResult };

  const paidThroughSandbox = (orderNo: string, amount: number) =>
    recordSettledPayment(testApp.database.db, { orderNo, memberId: 'demo-verified', amount, at: new Date(TEST_NOW) });

  it('sends the cash back through the sandbox gateway the order was paid with', async () => {
    const order = await newOrder();
    const tradeNo = await paidThroughSandbox(order.orderNo, 1760);
    const reply = await apply(order.orderNo, [order.ticketIds[0]!]);
    expect(reply.data).toMatchObject({ status: 'refunded', amount: 810 - 162 + 70 });
    const trade = await sandboxTradeOf(testApp.database.db, tradeNo);
    const [refund] = await testApp.database.db.select().from(refunds).where(eq(refunds.refundNo, reply.data.refundNo));
    // One passenger of two: the gateway gives back that coupon's amount only, and the payment stays open for the rest.
    expect(trade).toMatchObject({ status: 'paid', refundedAmount: 810 - 162 + 70 });
    const [sent] = await testApp.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo));
    expect(sent).toMatchObject({
      refundNo: refund!.gatewayRefundId,
      merchantRequestNo: reply.data.refundNo,
      amount: 810 - 162 + 70,
    });
    const rest = await apply(order.orderNo, [order.ticketIds[1]!]);
    expect(rest.data).toMatchObject({ status: 'refunded', amount: 810 - 162 + 70 });
    const after = await sandboxTradeOf(testApp.database.db, tradeNo);
    expect(after).toMatchObject({ status: 'paid', refundedAmount: 2 * (810 - 162 + 70) });
  });

  it('keeps the refund requested when the order has no settled payment to refund through', async () => {
    const order = await newOrder();
    const reply = await apply(order.orderNo, order.ticketIds);
    expect(reply.data.status).toBe('requested');
  });

  it('gives an award order its points back in the ledger, less the fee, and refunds it only whole', async () => {
    const order = await newOrder('points');
    expect((await apply(order.orderNo, [order.ticketIds[0]!])).resultCode).toBe('REFUND_POINTS_WHOLE_ORDER');
    await paidThroughSandbox(order.orderNo, 140);
    const reply = await apply(order.orderNo, order.ticketIds);
    // Two coupons of 12,000 points less 20 %, and their taxes (50 + 20 each) in cash.
    expect(reply.data).toMatchObject({ status: 'refunded', pointsBack: 2 * 9_600, amount: 140, fee: 0 });
    const ledger = await testApp.database.db
      .select()
      .from(memberPointsTransactions)
      .where(eq(memberPointsTransactions.orderNo, order.orderNo));
    expect(ledger.map((row) => [row.kind, row.points])).toEqual([['release', 19_200]]);
  });
});
