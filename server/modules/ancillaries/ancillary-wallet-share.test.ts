import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import { sandboxTransactions } from '../../db/schema/payments';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { walletAmounts } from '../wallet/wallet-ledger';
import { giveActivityMoney } from '../wallet/testing/activity-money';
import { ancillaryCaller, bookItems, payAtGateway, ticketedTrip } from './testing/ancillary-test-calls';

/** Runs on PGlite and again on PostgreSQL (postgres-suites.ts), where the 20 replays really race. */
describe('a luggage order paid partly from the wallet', () => {
  let test: TestApp;
  let zhangWei: Record<string, string>;
  const MEMBER = 'demo-verified';
  const SHARE = 30;
  /** The wallet's share comes back as one credit per envelope it was spent from. */
  const amountOf = (credits: { amount: number }[]) => credits.reduce((sum, credit) => sum + credit.amount, 0);
  beforeAll(async () => {
    test = await createTestApp();
    zhangWei = await memberHeaders(test.app);
    await giveActivityMoney(test, MEMBER, 500, 'test:ancillary-wallet-share');
  });
  afterAll(() => test.close());

  const holdsOf = (orderNo: string) =>
    test.database.db
      .select({ amount: walletHolds.amount, status: walletHolds.status })
      .from(walletHolds)
      .where(eq(walletHolds.orderNo, orderNo));
  const walletRefundsOf = (orderNo: string) =>
    test.database.db
      .select({ amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderNo, orderNo), eq(walletTransactions.category, 'refund')));
  const tradeOf = async (payNo: string) =>
    (await test.database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.merchantPayNo, payNo)))[0]!;

  it('freezes the wallet’s share, asks the gateway only for the rest, and spends the share once paid', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 72);
    const order = await bookItems(luggage, 'share-luggage-1', [
      { couponId: orders[0]!.coupons[0]!.couponId, itemCode: 'LG20' },
    ]);
    const before = await walletAmounts(test.database.db, MEMBER);

    // A wrong transaction password freezes nothing and starts no payment.
    const refused = await luggage('payOrder', {
      orderNo: order.orderNo,
      method: 'alipay',
      idempotencyKey: 'share-wrong-pin',
      walletAmount: SHARE,
      transactionPassword: '000000',
    });
    expect(refused.code).not.toBe('success');
    expect(await holdsOf(order.orderNo)).toEqual([]);

    const paying = await luggage('payOrder', {
      orderNo: order.orderNo,
      method: 'alipay',
      idempotencyKey: 'share-pay-1',
      walletAmount: SHARE,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    expect(paying.data).toMatchObject({
      paid: false,
      walletAmount: SHARE,
      amountDue: order.totalAmount - SHARE,
      payment: { amount: order.totalAmount - SHARE },
    });
    expect(await holdsOf(order.orderNo)).toEqual([{ amount: SHARE, status: 'held' }]);
    expect(await walletAmounts(test.database.db, MEMBER)).toEqual({
      total: before.total,
      frozen: before.frozen + SHARE,
      available: before.available - SHARE,
    });
    // The same pay again (a reload) freezes nothing more and reuses the gateway's attempt.
    const again = await luggage('payOrder', {
      orderNo: order.orderNo,
      method: 'alipay',
      idempotencyKey: 'share-pay-1',
      walletAmount: SHARE,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    expect(again.data.payment.payNo).toBe(paying.data.payment.payNo);
    expect(await holdsOf(order.orderNo)).toEqual([{ amount: SHARE, status: 'held' }]);
    expect((await tradeOf(paying.data.payment.payNo)).amount).toBe(order.totalAmount - SHARE);

    await payAtGateway(test.app, luggage, order.orderNo, {
      walletAmount: SHARE,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    expect((await luggage<AncillaryOrder>('orderDetail', { orderNo: order.orderNo })).data.status).toBe('paid');
    expect(await holdsOf(order.orderNo)).toEqual([{ amount: SHARE, status: 'spent' }]);
    expect(await walletAmounts(test.database.db, MEMBER)).toEqual({
      total: before.total - SHARE,
      frozen: before.frozen,
      available: before.available - SHARE,
    });
  });

  it('gives the wallet’s share back first and once, then the gateway the rest, whatever the replays', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 90);
    const [adult, child] = orders[0]!.coupons;
    const order = await bookItems(luggage, 'share-luggage-2', [
      { couponId: adult!.couponId, itemCode: 'LG20' },
      { couponId: child!.couponId, itemCode: 'LG10' },
    ]);
    const [first, second] = order.items;
    expect(first!.price).toBeGreaterThan(SHARE);
    const before = await walletAmounts(test.database.db, MEMBER);
    const paid = await payAtGateway(test.app, luggage, order.orderNo, {
      walletAmount: SHARE,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    const replays = (itemId: number) =>
      Promise.all(
        Array.from({ length: 20 }, () => luggage('refundTicket', { orderNo: order.orderNo, itemIds: [itemId] })),
      );

    // The first item: the wallet's whole share comes back, the gateway sends the item's price less it.
    const firstReplies = await replays(first!.itemId);
    expect(firstReplies.map((reply) => reply.code)).toEqual(Array(20).fill('success'));
    expect(firstReplies.reduce((sum, reply) => sum + reply.data.refundedAmount, 0)).toBe(first!.price);
    expect(amountOf(await walletRefundsOf(order.orderNo))).toBe(SHARE);
    expect((await tradeOf(paid.payment!.payNo)).refundedAmount).toBe(first!.price - SHARE);

    // The second: the share is back already, so all of it goes through the gateway.
    const secondReplies = await replays(second!.itemId);
    expect(secondReplies.reduce((sum, reply) => sum + reply.data.refundedAmount, 0)).toBe(second!.price);
    expect(amountOf(await walletRefundsOf(order.orderNo))).toBe(SHARE);
    expect((await tradeOf(paid.payment!.payNo)).refundedAmount).toBe(order.totalAmount - SHARE);
    expect((await walletAmounts(test.database.db, MEMBER)).total).toBe(before.total);
    expect((await luggage<AncillaryOrder>('orderDetail', { orderNo: order.orderNo })).data).toMatchObject({
      status: 'refunded',
      refundedAmount: order.totalAmount,
    });
  });
});
