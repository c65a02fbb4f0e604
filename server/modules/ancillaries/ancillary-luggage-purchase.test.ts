import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { PayOrderData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import type { PriceData } from '../../../contract/ancillaries/ancillary-offer-schemas';
import type { TripsData } from '../../../contract/ancillaries/ancillary-trip-schemas';
import { jsonCall } from '../../testing/test-app';
import { sandboxPayer } from '../payments/testing/sandbox-payer';
import { payCall } from '../payments/testing/unpaid-order';
import { ancillaryCaller, ownerAndStrangerSuite, ticketedTrip } from './testing/ancillary-test-calls';

describe('buying luggage and meals', () => {
  const { test, zhangWei, stranger } = ownerAndStrangerSuite();

  it('lists the member’s trips, offers bundles with the free allowance, and books at the server’s price', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 72);
    const [adult, child] = orders[0]!.coupons;
    const trips = await luggage<TripsData>('queryFlightTrip', {});
    const trip = trips.data.trips.find((candidate) => candidate.orderNo === orders[0]!.orderNo)!;
    expect(trip.passengers.map((passenger) => passenger.eligibility.code)).toEqual(['ok', 'ok']);

    const price = await luggage<PriceData>('queryPrice', { couponIds: [adult!.couponId] });
    const offers = price.data.coupons[0]!;
    expect(offers.freeAllowance).toMatchObject({ unit: 'kg' });
    expect(offers.offers.map((offer) => offer.itemCode)).toEqual(['LG05', 'LG10', 'LG20', 'LG30']);
    const tenKg = offers.offers.find((offer) => offer.itemCode === 'LG10')!;

    const refused = await luggage('book', {
      idempotencyKey: 'luggage-key-0',
      items: [{ couponId: adult!.couponId, itemCode: 'LG10' }],
      expectedTotal: tenKg.price + 1,
    });
    expect(refused).toMatchObject({ code: 'ANC_PRICE_CHANGED', data: { totalAmount: tenKg.price } });
    const booked = await luggage<AncillaryOrder>('book', {
      idempotencyKey: 'luggage-key-1',
      items: [{ couponId: adult!.couponId, itemCode: 'LG10' }],
      expectedTotal: tenKg.price,
    });
    expect(booked.data).toMatchObject({ kind: 'luggage', status: 'unpaid', totalAmount: tenKg.price });
    expect(booked.data.orderNo).toMatch(/^LG/);
    const again = await luggage<AncillaryOrder>('book', {
      idempotencyKey: 'luggage-key-1',
      items: [{ couponId: adult!.couponId, itemCode: 'LG10' }],
    });
    expect(again.data.orderNo).toBe(booked.data.orderNo);
    expect(
      (
        await luggage('book', {
          idempotencyKey: 'luggage-key-2',
          items: [{ couponId: adult!.couponId, itemCode: 'LG10' }],
        })
      ).code,
    ).toBe('ANC_ALREADY_BOUGHT');
    expect(
      (
        await luggage('book', {
          idempotencyKey: 'luggage-key-3',
          items: [
            { couponId: adult!.couponId, itemCode: 'LG30' },
            { couponId: adult!.couponId, itemCode: 'LG05' },
          ],
        })
      ).code,
    ).toBe('ANC_CAP_REACHED');

    // Another member sees nothing of it, and nobody is sent to log in.
    expect((await luggage('orderDetail', { orderNo: booked.data.orderNo }, stranger)).code).toBe('ANC_ORDER_NOT_FOUND');
    expect(
      (
        await luggage(
          'book',
          { idempotencyKey: 'luggage-key-9', items: [{ couponId: child!.couponId, itemCode: 'LG05' }] },
          stranger,
        )
      ).code,
    ).toBe('ANC_COUPON_NOT_REACHABLE');
    expect(
      (await jsonCall(test.app, '/zuul/luggage/v1/orderDetail', { orderNo: booked.data.orderNo })).statusCode,
    ).toBe(401);

    // WeChat through the sandbox: paid, with an EMD tied to the coupon.
    const paying = await luggage<PayOrderData>('payOrder', {
      orderNo: booked.data.orderNo,
      method: 'weixin',
      idempotencyKey: 'pay-luggage-1',
    });
    expect(paying.data.payment).toMatchObject({ kind: 'qr', amount: tenKg.price });
    expect(
      (
        await luggage(
          'payOrder',
          { orderNo: booked.data.orderNo, method: 'weixin', idempotencyKey: 'pay-luggage-1' },
          stranger,
        )
      ).code,
    ).toBe('ANC_ORDER_NOT_FOUND');
    await sandboxPayer(test.app).approve(paying.data.payment!.url);
    const status = await payCall(
      test.app,
      CALLS.payStatusByWeixinWeb,
      { orderNo: booked.data.orderNo, payNo: paying.data.payment!.payNo },
      zhangWei.jwtToken!,
    );
    expect(status.data).toMatchObject({ status: 'paid', orderStatus: 'paid' });
    const detail = await luggage<AncillaryOrder>('orderDetail', { orderNo: booked.data.orderNo });
    expect(detail.data.items[0]).toMatchObject({ status: 'paid', ticketNo: adult!.ticketNo, refundable: true });
    expect(detail.data.items[0]!.emdNo).toMatch(/^880\d{10}$/);
    expect((await luggage('orderList', {})).data.list.map((order: AncillaryOrder) => order.orderNo)).toContain(
      booked.data.orderNo,
    );
  });
});
