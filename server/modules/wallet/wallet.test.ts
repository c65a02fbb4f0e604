import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { WALLET_CALLS, type WalletAccountData } from '../../../contract/wallet/wallet-calls';
import { orders } from '../../db/schema/orders';
import { walletHolds } from '../../db/schema/wallet';
import { jsonCall, type JsonReply } from '../../testing/test-app';
import { memberHeaders, orderCall, suiteMemberHeaders } from '../orders/testing/order-test-setup';
import { expireOverdueOrders } from '../orders/order-expiry';
import { unpaidOrder } from './testing/unpaid-order';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { creditRedEnvelope, walletAmounts } from './wallet-ledger';
import { suiteApp } from '../../testing/suite-app';

describe('the red-envelope wallet', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  const account = async (headers = zhangWei): Promise<JsonReply<WalletAccountData>> =>
    (await jsonCall(test.app, WALLET_CALLS.queryWalletAccount, {}, headers)).json();
  const pay = async (payload: unknown, headers = zhangWei) =>
    (await jsonCall(test.app, WALLET_CALLS.payOrder, payload, headers)).json();

  it('shows the total, frozen amount, bills and the red envelopes with their expiry', async () => {
    const reply = await account();
    expect(reply.data).toMatchObject({ totalAmount: 200, frozenAmount: 0, availableAmount: 200 });
    expect(reply.data.bills.list.map((bill) => [bill.category, bill.amount])).toEqual([
      ['redEnvelope', 88],
      ['activity', 50],
      ['refund', 62],
    ]);
    expect(reply.data.bills.list[0]!.transactionNo).toMatch(/^W\d{18}$/);
    // Every envelope still valid, money that never expires last: they sum to the total.
    expect(reply.data.envelopes.map((envelope) => envelope.amount)).toEqual([50, 88, 62]);
  });

  it('is the session member’s: a memberId header naming someone else is refused; nobody is sent to log in', async () => {
    expect(
      (await jsonCall(test.app, WALLET_CALLS.queryWalletAccount, {}, { ...zhangWei, memberId: 'demo-renewal' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await jsonCall(test.app, WALLET_CALLS.queryWalletAccount, {}, { ...zhangWei, memberId: 'demo-verified' }))
        .statusCode,
    ).toBe(200);
    expect((await jsonCall(test.app, WALLET_CALLS.queryWalletAccount, {})).statusCode).toBe(401);
    expect((await account(await memberHeaders(test.app, '13600136000'))).data).toMatchObject({
      totalAmount: 0,
      bills: { total: 0 },
    });
  });

  it('credits a meal’s red envelope once, however often it is drawn', async () => {
    const at = test.clock.now();
    const first = await creditRedEnvelope(test.database.db, {
      memberId: 'demo-renewal',
      amount: 12,
      mealOrderNo: 'ML-TEST-1',
      at,
    });
    expect(
      await creditRedEnvelope(test.database.db, { memberId: 'demo-renewal', amount: 12, mealOrderNo: 'ML-TEST-1', at }),
    ).toBe(first);
    expect((await walletAmounts(test.database.db, 'demo-renewal')).total).toBe(12);
  });

  it('pays part of an order with the transaction password: frozen while open, the gateway asks only the rest, freed when the order is canceled', async () => {
    const order = await unpaidOrder(test, zhangWei);
    expect((await pay({ orderNo: order.orderNo, amount: 100, transactionPassword: '000000' })).message).toBe(
      '交易密码错误，还可尝试4次',
    );
    expect((await pay({ orderNo: order.orderNo, amount: 100, transactionPassword: '12345' })).code).not.toBe('success');
    expect(
      (await pay({ orderNo: order.orderNo, amount: 500, transactionPassword: DEMO_TRANSACTION_PASSWORD })).message,
    ).toBe('红包余额不足，可用 ¥200');
    expect((await account()).data.frozenAmount).toBe(0);
    const held = await pay({ orderNo: order.orderNo, amount: 100, transactionPassword: DEMO_TRANSACTION_PASSWORD });
    expect(held.data).toEqual({
      orderNo: order.orderNo,
      walletAmount: 100,
      amountDue: order.totalAmount - 100,
      paid: false,
    });
    expect((await account()).data).toMatchObject({ totalAmount: 200, frozenAmount: 100, availableAmount: 100 });
    expect(
      (await pay({ orderNo: order.orderNo, amount: 50, transactionPassword: DEMO_TRANSACTION_PASSWORD })).code,
    ).toBe('WALLET_ALREADY_HELD');
    const started = await orderCall<{ amount: number }>(
      test.app,
      CALLS.payWebByAlipay,
      { orderNo: order.orderNo },
      zhangWei,
    );
    expect(started.data.amount).toBe(order.totalAmount - 100);
    // The hold runs out unpaid: the order expires and the frozen money is free again.
    test.clock.set(new Date(order.holdUntil.getTime() + 60_000));
    await expireOverdueOrders(test.database.db, test.clock);
    Object.assign(zhangWei, await memberHeaders(test.app));
    expect((await account()).data).toMatchObject({ totalAmount: 200, frozenAmount: 0 });
  });

  it('pays a whole order from the wallet: paid at once, ticketed, the bill shows the payment', async () => {
    await creditRedEnvelope(test.database.db, {
      memberId: 'demo-verified',
      amount: 5_000,
      mealOrderNo: 'ML-TEST-2',
      at: test.clock.now(),
    });
    const order = await unpaidOrder(test, zhangWei);
    const paid = await pay({
      orderNo: order.orderNo,
      amount: order.totalAmount,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    expect(paid.data).toMatchObject({ paid: true, amountDue: 0 });
    const [after] = await test.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(after!.status).toBe('ticketed');
    const wallet = (await account()).data;
    expect(wallet).toMatchObject({ totalAmount: 5_200 - order.totalAmount, frozenAmount: 0 });
    expect(wallet.bills.list[0]).toMatchObject({ category: 'payment', amount: -order.totalAmount });
  });

  it('never pays another member’s order', async () => {
    const order = await unpaidOrder(test, zhangWei);
    const other = await pay(
      { orderNo: order.orderNo, amount: 10, transactionPassword: DEMO_TRANSACTION_PASSWORD },
      await memberHeaders(test.app, '13600136000'),
    );
    expect(other.code).toBe('WALLET_ORDER_NOT_PAYABLE');
    expect(await test.database.db.select().from(walletHolds).where(eq(walletHolds.orderNo, order.orderNo))).toEqual([]);
  });
});
