import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayOrderData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import { WALLET_CALLS } from '../../../contract/wallet/wallet-calls';
import { walletHolds } from '../../db/schema/wallet';
import { jsonCall } from '../../testing/test-app';
import { ancillaryCaller, bookItems, ticketedTrip } from '../ancillaries/testing/ancillary-test-calls';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';
import { unpaidOrder } from './testing/unpaid-order';
import { walletAmounts } from './wallet-ledger';
import { giveActivityMoney } from './testing/activity-money';
import { suiteApp } from '../../testing/suite-app';

/**
 * Issue 26: a wallet payment whose first try committed (the reply lost on the way) used to answer the retry
 * WALLET_ORDER_NOT_PAYABLE. With the client's idempotency key, as the gateway calls take it, the retry
 * answers as the first try did and moves no money again.
 */
describe('a retried wallet payment', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const MEMBER = 'demo-verified';
  beforeAll(async () => {
    await giveActivityMoney(test, MEMBER, 5_000, 'test:wallet-pay-retry');
  });

  const pay = async (payload: unknown) => (await jsonCall(test.app, WALLET_CALLS.payOrder, payload, zhangWei)).json();
  const holdsOf = (orderNo: string) =>
    test.database.db
      .select({ amount: walletHolds.amount, status: walletHolds.status })
      .from(walletHolds)
      .where(eq(walletHolds.orderNo, orderNo));

  it('pays a whole flight order once and answers the retry as it answered the first try', async () => {
    const order = await unpaidOrder(test, zhangWei, '2026-07-11');
    const before = await walletAmounts(test.database.db, MEMBER);
    const payload = {
      orderNo: order.orderNo,
      amount: order.totalAmount,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
      idempotencyKey: 'wallet-retry-whole',
    };
    const first = await pay(payload);
    expect(first).toMatchObject({ code: 'success', data: { paid: true, amountDue: 0 } });
    expect(await pay(payload)).toEqual(first);
    expect(await holdsOf(order.orderNo)).toEqual([{ amount: order.totalAmount, status: 'spent' }]);
    expect((await walletAmounts(test.database.db, MEMBER)).total).toBe(before.total - order.totalAmount);
    // Another payment of the paid order (a new key) is still refused.
    expect((await pay({ ...payload, idempotencyKey: 'wallet-retry-other' })).code).toBe('WALLET_ORDER_NOT_PAYABLE');
  });

  it('freezes a share once for any number of retries of one payment', async () => {
    const order = await unpaidOrder(test, zhangWei, '2026-07-12');
    const payload = {
      orderNo: order.orderNo,
      amount: 30,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
      idempotencyKey: 'wallet-retry-share',
    };
    const first = await pay(payload);
    expect(first.data).toEqual({
      orderNo: order.orderNo,
      walletAmount: 30,
      amountDue: order.totalAmount - 30,
      paid: false,
    });
    for (let retry = 0; retry < 3; retry += 1) expect(await pay(payload)).toEqual(first);
    expect(await holdsOf(order.orderNo)).toEqual([{ amount: 30, status: 'held' }]);
  });

  it('answers a retried meal payment from the wallet as paid, not as unpayable', async () => {
    const meal = ancillaryCaller(test.app, 'meal', zhangWei);
    const coupon = (await ticketedTrip(test.app, zhangWei, 96)).orders[0]!.coupons[0]!;
    const order = await bookItems(meal, 'wallet-retry-meal', [{ couponId: coupon.couponId, itemCode: 'MHL1' }]);
    const payload = {
      orderNo: order.orderNo,
      method: 'wallet',
      idempotencyKey: 'wallet-retry-meal-pay',
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    };
    const first = await meal<PayOrderData>('payOrder', payload);
    expect(first.data).toMatchObject({ paid: true, walletAmount: order.totalAmount, payment: null });
    expect(await meal('payOrder', payload)).toEqual(first);
    expect(await holdsOf(order.orderNo)).toEqual([{ amount: order.totalAmount, status: 'spent' }]);
  });
});
