import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANCILLARY_DEV_CALLS } from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { PayOrderData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import { sandboxTransactions } from '../../db/schema/payments';
import { jsonCall } from '../../testing/test-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';
import { sandboxPayer } from '../payments/testing/sandbox-payer';
import { ancillaryCaller, ticketedTrip } from './testing/ancillary-test-calls';
import { suiteApp } from '../../testing/suite-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('meal stock and refunds racing on PostgreSQL', () => {
  const test = suiteApp();
  const headers = suiteMemberHeaders(test);

  it('30 buyers for the last 5 portions of a meal give 5 orders and leave none below zero', async () => {
    const meal = ancillaryCaller(test.app, 'meal', headers);
    const coupons: number[] = [];
    let flightId = 0;
    // 15 bookings of an adult and a child on the same flight: 30 coupons wanting the same meal.
    for (let index = 0; index < 15; index += 1) {
      const { orders } = await ticketedTrip(test.app, headers, 100);
      flightId = orders[0]!.flightId;
      coupons.push(...orders[0]!.coupons.map((coupon) => coupon.couponId));
    }
    await jsonCall(test.app, ANCILLARY_DEV_CALLS.mealStock, { flightId, itemCode: 'MHL1', left: 5 }, headers);
    const replies = await Promise.all(
      coupons.map((couponId, index) =>
        meal('book', { idempotencyKey: `race-meal-${index}`, items: [{ couponId, itemCode: 'MHL1' }] }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 'success')).toHaveLength(5);
    expect(replies.filter((reply) => reply.code === 'ANC_SOLD_OUT')).toHaveLength(25);
    const stock = (await meal('queryPrice', { couponIds: [coupons[0]!] })).data.coupons[0].offers.find(
      (offer: { itemCode: string }) => offer.itemCode === 'MHL1',
    );
    expect(stock.stockLeft).toBe(0);
  });

  it('20 replays of one refund pay it back once', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', headers);
    const { orders } = await ticketedTrip(test.app, headers, 80);
    const booked = await luggage<AncillaryOrder>('book', {
      idempotencyKey: 'replay-luggage',
      items: [{ couponId: orders[0]!.coupons[0]!.couponId, itemCode: 'LG20' }],
    });
    const paying = await luggage<PayOrderData>('payOrder', {
      orderNo: booked.data.orderNo,
      method: 'alipay',
      idempotencyKey: 'replay-pay',
    });
    await sandboxPayer(test.app).approve(paying.data.payment!.url);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => luggage('refundTicket', { orderNo: booked.data.orderNo })),
    );
    expect(replies.every((reply) => reply.code === 'success')).toBe(true);
    expect(replies.map((reply) => reply.data.refundedAmount).reduce((sum, amount) => sum + amount, 0)).toBe(
      booked.data.totalAmount,
    );
    const detail = await luggage<AncillaryOrder>('orderDetail', { orderNo: booked.data.orderNo });
    expect(detail.data).toMatchObject({ status: 'refunded', refundedAmount: booked.data.totalAmount });
    const [trade] = await test.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.merchantPayNo, paying.data.payment!.payNo));
    expect(trade!.refundedAmount).toBe(booked.data.totalAmount);
  });
});
