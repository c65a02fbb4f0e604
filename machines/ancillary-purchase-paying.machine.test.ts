import { describe, expect, it } from 'vitest';
import type { AncillaryOrder } from '../contract/ancillaries/ancillary-order-schemas';
import type { PayOrderData } from '../contract/ancillaries/ancillary-payment-schemas';
import { SECURITY_REFUSALS } from '../contract/calls/member/security';
import { sampleAncillaryOrder, sampleAncillaryTrip, sampleCouponOffers } from './ancillary-purchase.simulation';
import { startPurchase, atItems, atPayment, refusal } from './testing/ancillary-purchase-run';

describe('when paying', () => {
  it('follows a gateway attempt through the polling chart to done', async () => {
    const run = await atPayment();
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
    const attempt: PayOrderData = {
      orderNo: 'LG2603100001',
      paid: false,
      walletAmount: 0,
      amountDue: 120,
      payment: { payNo: 'PY1', method: 'weixin', kind: 'qr', url: 'u', expiresAt: 'e', amount: 120 },
    };
    run.send({ type: 'payment.start', choice: { method: 'weixin', walletAmount: 0 } });
    expect(run.inputs.at(-1)?.input).toEqual({
      orderNo: 'LG2603100001',
      idempotencyKey: 'pay-2',
      method: 'weixin',
      walletAmount: 0,
    });
    await run.settle('startPayment', { output: attempt });
    expect(run.state()).toBe('done');
    expect(run.context().payment?.payNo).toBe('PY1');
  });

  it('pays from the wallet only with a transaction password, which never enters the context', async () => {
    const run = await atPayment();
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120 } });
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
    expect(run.context().failure?.code).toBe('TRANSACTION_PASSWORD_REQUIRED');
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '908172' } });
    await run.settle('startPayment', refusal('WALLET_NOT_ENOUGH'));
    expect(run.state()).toEqual({ paying: 'walletRefused' });
    expect(JSON.stringify(run.context())).not.toContain('908172');
    run.send(
      { type: 'back' },
      { type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '908172' } },
    );
    await run.settle('startPayment', {
      output: { orderNo: 'LG2603100001', paid: true, walletAmount: 120, amountDue: 0, payment: null },
    });
    expect(run.state()).toBe('done');
  });

  it('goes back to the methods after a declined attempt', async () => {
    const run = startPurchase({ status: 'failed', orderStatus: 'pay_failed', refunded: false, tickets: [] });
    await run.settle('loadMyTrips', { output: [sampleAncillaryTrip] });
    run.send(
      { type: 'trip.choose', orderNo: sampleAncillaryTrip.orderNo },
      { type: 'coupon.toggle', couponId: 1 },
      { type: 'coupons.confirm' },
    );
    await run.settle('checkCoupons', { output: [sampleCouponOffers] });
    run.send(
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG10' },
      { type: 'items.confirm' },
      { type: 'order.place' },
    );
    await run.settle('placeOrder', { output: sampleAncillaryOrder });
    run.send({ type: 'payment.start', choice: { method: 'alipay', walletAmount: 0 } });
    await run.settle('startPayment', {
      output: {
        orderNo: 'LG2603100001',
        paid: false,
        walletAmount: 0,
        amountDue: 120,
        payment: { payNo: 'PY2', method: 'alipay', kind: 'redirect', url: 'u', expiresAt: 'e', amount: 120 },
      },
    });
    expect(run.state()).toEqual({ paying: 'paymentFailed' });
    run.send({ type: 'payment.otherMethod' });
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
  });

  it('cancels while unpaid, and an unpaid order expires', async () => {
    const run = await atPayment();
    run.send({ type: 'order.cancel' });
    await run.settle('cancelOrder', {
      output: { ...sampleAncillaryOrder, status: 'canceled' } satisfies AncillaryOrder,
    });
    expect(run.state()).toBe('cancelled');
    const late = await atPayment();
    late.send({ type: 'order.expired' });
    expect(late.state()).toBe('expired');
    late.send({ type: 'purchase.again' });
    expect(late.state()).toBe('loadingTrips');
    expect(late.context()).toMatchObject({ couponIds: [], items: [], order: undefined });
  });
});

describe('when an unpaid order is opened from the order list', () => {
  it('pays it, whatever the tab was doing, starting from the order alone', async () => {
    const run = await atItems();
    run.send({ type: 'order.resume', order: sampleAncillaryOrder });
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
    expect(run.context()).toMatchObject({ order: sampleAncillaryOrder, couponIds: [], items: [] });
    run.send({ type: 'payment.start', choice: { method: 'weixin', walletAmount: 0 } });
    expect(run.inputs.at(-1)).toMatchObject({ id: 'startPayment', input: { orderNo: sampleAncillaryOrder.orderNo } });
  });

  it('cancels it from there, and never resumes an order that is no longer awaiting its money', async () => {
    const run = startPurchase();
    run.send({ type: 'order.resume', order: { ...sampleAncillaryOrder, status: 'paid' } });
    expect(run.state()).toBe('loadingTrips');
    run.send({ type: 'order.resume', order: sampleAncillaryOrder }, { type: 'order.cancel' });
    expect(run.inputs.at(-1)).toEqual({ id: 'cancelOrder', input: { orderNo: sampleAncillaryOrder.orderNo } });
  });

  it('keeps the pay form after the wallet refused a password, so it can be typed again', async () => {
    const run = await atPayment();
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '111111' } });
    await run.settle('startPayment', refusal(SECURITY_REFUSALS.wrongPin));
    expect(run.state()).toEqual({ paying: 'walletRefused' });
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '135790' } });
    expect(run.state()).toEqual({ paying: 'startingPayment' });
  });
});
