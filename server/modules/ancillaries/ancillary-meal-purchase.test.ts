import { describe, expect, it } from 'vitest';
import { DRAW_RED_ENVELOPE_CALL } from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { PayOrderData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import type { PriceData } from '../../../contract/ancillaries/ancillary-offer-schemas';
import { jsonCall } from '../../testing/test-app';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { walletAmounts } from '../wallet/wallet-ledger';
import { ancillaryCaller, ownerAndStrangerSuite, ticketedTrip } from './testing/ancillary-test-calls';

describe('buying luggage and meals', () => {
  const { test, zhangWei, stranger } = ownerAndStrangerSuite();

  it('sells a halal meal from the stock, pays it from the wallet, draws its red envelope once and refunds it once', async () => {
    const meal = ancillaryCaller(test.app, 'meal', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 96);
    const child = orders[0]!.coupons[1]!;
    const before = (await meal<PriceData>('queryPrice', { couponIds: [child.couponId] })).data.coupons[0]!.offers.find(
      (offer) => offer.itemCode === 'MHL1',
    )!;
    expect(before).toMatchObject({
      dietaryMarks: ['halal', 'noPork'],
      imageUrl: '/images/meals/mhl1.png',
      stockLeft: 20,
    });
    const booked = await meal<AncillaryOrder>('book', {
      idempotencyKey: 'meal-key-1',
      items: [{ couponId: child.couponId, itemCode: 'MHL1' }],
    });
    expect(
      (await meal<PriceData>('queryPrice', { couponIds: [child.couponId] })).data.coupons[0]!.offers.find(
        (offer) => offer.itemCode === 'MHL1',
      ),
    ).toMatchObject({ stockLeft: 19, available: false });

    expect(
      (await meal('payOrder', { orderNo: booked.data.orderNo, method: 'wallet', idempotencyKey: 'pay-meal-1' })).code,
    ).not.toBe('0');
    const walletBefore = await walletAmounts(test.database.db, 'demo-verified');
    const paid = await meal<PayOrderData>('payOrder', {
      orderNo: booked.data.orderNo,
      method: 'wallet',
      idempotencyKey: 'pay-meal-1',
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    expect(paid.data).toMatchObject({ paid: true, payment: null, walletAmount: before.price });

    const envelope = (
      await jsonCall(test.app, DRAW_RED_ENVELOPE_CALL, { orderNo: booked.data.orderNo }, zhangWei)
    ).json();
    expect(envelope.data.amount).toBeGreaterThanOrEqual(5);
    expect(
      (await jsonCall(test.app, DRAW_RED_ENVELOPE_CALL, { orderNo: booked.data.orderNo }, zhangWei)).json().data,
    ).toEqual(envelope.data);
    expect(
      (await jsonCall(test.app, DRAW_RED_ENVELOPE_CALL, { orderNo: booked.data.orderNo }, stranger)).json().code,
    ).toBe('ANC_ORDER_NOT_FOUND');

    const refund = await meal('refundTicket', { orderNo: booked.data.orderNo });
    expect(refund.data).toMatchObject({
      refundedAmount: before.price,
      order: { status: 'refunded', items: [{ status: 'refunded' }] },
    });
    expect((await meal('refundTicket', { orderNo: booked.data.orderNo })).data.refundedAmount).toBe(0);
    // The meal's price came back to the wallet, and the envelope went back out of it (issue 26).
    expect((await walletAmounts(test.database.db, 'demo-verified')).total).toBe(walletBefore.total);
    expect(
      (await meal<PriceData>('queryPrice', { couponIds: [child.couponId] })).data.coupons[0]!.offers.find(
        (offer) => offer.itemCode === 'MHL1',
      )!.stockLeft,
    ).toBe(20);
  });
});
