import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_RED_ENVELOPE_CALL } from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { RedEnvelopeData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import { WALLET_CALLS } from '../../../contract/wallet/wallet-calls';
import { sandboxTransactions } from '../../db/schema/payments';
import { walletTransactions } from '../../db/schema/wallet';
import { createTestApp, jsonCall, type TestApp } from '../../testing/test-app';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { unpaidOrder } from '../wallet/testing/unpaid-order';
import { walletAmounts } from '../wallet/wallet-ledger';
import { ancillaryCaller, bookItems, payAtGateway, ticketedTrip } from './testing/ancillary-test-calls';

/**
 * Issue 26's farm: book a meal, pay it, refund it, draw its envelope, and again on the same coupon. Before,
 * every cycle paid out (the draw took refunded orders, a refund never took an envelope back). Now a coupon
 * earns one envelope ever, only while its meal stays paid, and a refund takes a drawn envelope back first.
 */
describe('red envelopes cannot be farmed by refunding meals', () => {
  let test: TestApp;
  let zhangWei: Record<string, string>;
  const MEMBER = 'demo-verified';
  const CYCLES = 12;
  // Twelve whole purchase cycles each: far longer than one call, so more than the default time on a busy machine.
  const CYCLES_TIMEOUT_MS = 90_000;
  beforeAll(async () => {
    test = await createTestApp();
    zhangWei = await memberHeaders(test.app);
  });
  afterAll(() => test.close());

  const meal = () => ancillaryCaller(test.app, 'meal', zhangWei);
  const draw = async (orderNo: string) =>
    (await jsonCall(test.app, DRAW_RED_ENVELOPE_CALL, { orderNo }, zhangWei)).json() as Promise<{
      code: string;
      data: RedEnvelopeData;
    }>;
  const payFromWallet = (orderNo: string, key: string) =>
    meal()('payOrder', {
      orderNo,
      method: 'wallet',
      idempotencyKey: key,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
  const orderOf = async (orderNo: string) => (await meal()<AncillaryOrder>('orderDetail', { orderNo })).data;

  it(
    `pay, refund, draw, ${CYCLES} times on one coupon: no cycle pays out`,
    async () => {
      const coupon = (await ticketedTrip(test.app, zhangWei, 96)).orders[0]!.coupons[0]!;
      const before = await walletAmounts(test.database.db, MEMBER);
      let paidOut = 0;
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        const order = await bookItems(meal(), `farm-a-${cycle}`, [{ couponId: coupon.couponId, itemCode: 'MHL1' }]);
        expect((await payFromWallet(order.orderNo, `farm-a-pay-${cycle}`)).data).toMatchObject({ paid: true });
        expect((await meal()('refundTicket', { orderNo: order.orderNo })).code).toBe('success');
        const envelope = await draw(order.orderNo);
        if (envelope.code === 'success') paidOut += 1;
        else expect(envelope.code).toBe('ANC_ENVELOPE_NOT_AVAILABLE');
        expect((await orderOf(order.orderNo)).redEnvelope).toMatchObject({ amount: null });
      }
      expect(paidOut).toBe(0);
      expect((await walletAmounts(test.database.db, MEMBER)).total).toBe(before.total);
    },
    CYCLES_TIMEOUT_MS,
  );

  it(
    `pay, draw, refund, ${CYCLES} times on one coupon: one envelope, taken back by its refund`,
    async () => {
      const coupon = (await ticketedTrip(test.app, zhangWei, 98)).orders[0]!.coupons[0]!;
      const before = await walletAmounts(test.database.db, MEMBER);
      const drawn: number[] = [];
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        const order = await bookItems(meal(), `farm-b-${cycle}`, [{ couponId: coupon.couponId, itemCode: 'MHL1' }]);
        await payFromWallet(order.orderNo, `farm-b-pay-${cycle}`);
        const envelope = await draw(order.orderNo);
        if (envelope.code === 'success') drawn.push(envelope.data.amount);
        else expect(envelope.code).toBe('ANC_ENVELOPE_NOT_AVAILABLE');
        const refund = await meal()<{ refundedAmount: number; order: AncillaryOrder }>('refundTicket', {
          orderNo: order.orderNo,
        });
        // The wallet had the envelope's money: it goes back there, and the meal's whole price comes back.
        expect(refund.data.refundedAmount).toBe(order.totalAmount);
        if (envelope.code === 'success')
          expect(refund.data.order.redEnvelope).toEqual({
            amount: envelope.data.amount,
            returnedAmount: envelope.data.amount,
            unrewardedCoupons: 0,
          });
      }
      expect(drawn).toHaveLength(1);
      expect((await walletAmounts(test.database.db, MEMBER)).total).toBe(before.total);
      // The bill says so: the envelope in, the same amount back out.
      const envelopeBills = await test.database.db
        .select({ amount: walletTransactions.amount })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.memberId, MEMBER), eq(walletTransactions.category, 'redEnvelope')))
        .orderBy(walletTransactions.id);
      expect(envelopeBills.slice(-2)).toEqual([{ amount: drawn[0] }, { amount: -drawn[0]! }]);
    },
    CYCLES_TIMEOUT_MS,
  );

  it('an envelope already spent comes off the refund instead, and the order says so', async () => {
    const coupon = (await ticketedTrip(test.app, zhangWei, 100)).orders[0]!.coupons[0]!;
    const order = await bookItems(meal(), 'farm-c-meal', [{ couponId: coupon.couponId, itemCode: 'MHL1' }]);
    const paid = await payAtGateway(test.app, meal(), order.orderNo);
    const envelope = await draw(order.orderNo);
    expect(envelope.code).toBe('success');
    // Every yuan of the wallet, the envelope's included, goes to a flight's payment.
    const flight = await unpaidOrder(test, zhangWei, '2026-07-20');
    const { available } = await walletAmounts(test.database.db, MEMBER);
    const share = await jsonCall(
      test.app,
      WALLET_CALLS.payOrder,
      { orderNo: flight.orderNo, amount: available, transactionPassword: DEMO_TRANSACTION_PASSWORD },
      zhangWei,
    );
    expect(share.json().code).toBe('success');

    const refund = await meal()<{ refundedAmount: number; order: AncillaryOrder }>('refundTicket', {
      orderNo: order.orderNo,
    });
    const amount = envelope.data.amount;
    expect(refund.data.refundedAmount).toBe(order.totalAmount - amount);
    expect(refund.data.order).toMatchObject({
      refundedAmount: order.totalAmount - amount,
      redEnvelope: { amount, returnedAmount: amount },
    });
    const [trade] = await test.database.db
      .select({ refunded: sandboxTransactions.refundedAmount })
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.merchantPayNo, paid.payment!.payNo));
    expect(trade!.refunded).toBe(order.totalAmount - amount);
    // Nothing was taken from the wallet, whose money is frozen for the flight: it never goes below zero.
    const debits = await test.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderNo, order.orderNo), lt(walletTransactions.amount, 0)));
    expect(debits).toEqual([]);
    expect((await walletAmounts(test.database.db, MEMBER)).available).toBe(0);
  });
});
