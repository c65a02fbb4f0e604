import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { DRAW_RED_ENVELOPE_CALL } from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { PayOrderData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import type { PriceData } from '../../../contract/ancillaries/ancillary-offer-schemas';
import type { TripsData } from '../../../contract/ancillaries/ancillary-trip-schemas';
import { createTestApp, jsonCall, type TestApp } from '../../testing/test-app';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { sandboxPayer } from '../payments/testing/sandbox-payer';
import { payCall } from '../payments/testing/unpaid-order';
import { walletAmounts } from '../wallet/wallet-ledger';
import { runAncillaryJobs } from './ancillary-jobs';
import { ancillaryCaller, bookItems, ticketedTrip } from './testing/ancillary-test-calls';

describe('buying luggage and meals', () => {
  let test: TestApp;
  let zhangWei: Record<string, string>;
  let stranger: Record<string, string>;
  beforeAll(async () => {
    test = await createTestApp();
    zhangWei = await memberHeaders(test.app);
    stranger = await memberHeaders(test.app, '13600136000');
  });
  afterAll(() => test.close());

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

  it('refuses luggage inside the 2-hour close with the reason, and refunds after the close are refused', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 1);
    const adult = orders[0]!.coupons[0]!;
    const price = await luggage<PriceData>('queryPrice', { couponIds: [adult.couponId] });
    expect(price.data.coupons[0]!.eligibility).toEqual({ code: 'saleClosed', message: '航班起飞前 2 小时停止销售' });
    const refused = await luggage('book', {
      idempotencyKey: 'late-luggage',
      items: [{ couponId: adult.couponId, itemCode: 'LG10' }],
    });
    expect(refused.code).toBe('ANC_NOT_ELIGIBLE');
  });

  it('finds another trip only with the ticket number and the passenger’s name', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', stranger);
    const { orders } = await ticketedTrip(test.app, zhangWei, 72);
    const adult = orders[0]!.coupons[0]!;
    expect((await luggage('queryPassengerName', { ticketNo: adult.ticketNo, passengerName: '李四' })).code).toBe(
      'ANC_TRIP_NOT_FOUND',
    );
    expect((await luggage('queryPassengerName', { ticketNo: adult.ticketNo })).code).not.toBe('0');
    const found = await luggage<TripsData>('queryPassengerName', {
      ticketNo: adult.ticketNo,
      passengerName: adult.name,
    });
    expect(found.data.trips[0]!.passengers.map((passenger) => passenger.ticketNo)).toContain(adult.ticketNo);
    // The lookup proved the coupon: the stranger may now buy for it.
    expect(
      (
        await luggage('book', {
          idempotencyKey: 'proven-luggage',
          items: [{ couponId: adult.couponId, itemCode: 'LG05' }],
        })
      ).data.status,
    ).toBe('unpaid');
  });

  it('counts each kind’s cap on its own: 30 kg of luggage leaves both meals open, a third meal is over the cap', async () => {
    const luggage = ancillaryCaller(test.app, 'luggage', zhangWei);
    const meal = ancillaryCaller(test.app, 'meal', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 110);
    const adult = orders[0]!.coupons[0]!;
    await bookItems(luggage, 'caps-luggage', [{ couponId: adult.couponId, itemCode: 'LG30' }]);
    await bookItems(meal, 'caps-meals', [
      { couponId: adult.couponId, itemCode: 'MHL1' },
      { couponId: adult.couponId, itemCode: 'MVG1' },
    ]);
    const third = await meal('book', {
      idempotencyKey: 'caps-meal-3',
      items: [{ couponId: adult.couponId, itemCode: 'MDB1' }],
    });
    expect(third.code).toBe('ANC_CAP_REACHED');
    expect((await luggage<PriceData>('queryPrice', { couponIds: [adult.couponId] })).data.coupons[0]!.capLeft).toBe(10);
  });

  it('cancels an unpaid meal order, and the expiry job gives an abandoned one’s portion back', async () => {
    const meal = ancillaryCaller(test.app, 'meal', zhangWei);
    const { orders } = await ticketedTrip(test.app, zhangWei, 120);
    const adult = orders[0]!.coupons[0]!;
    const stock = async () =>
      (await meal<PriceData>('queryPrice', { couponIds: [adult.couponId] })).data.coupons[0]!.offers.find(
        (offer) => offer.itemCode === 'MVG1',
      )!.stockLeft;
    const first = await meal<AncillaryOrder>('book', {
      idempotencyKey: 'cancel-meal-1',
      items: [{ couponId: adult.couponId, itemCode: 'MVG1' }],
    });
    expect(await stock()).toBe(19);
    // The lists offer what may still be done with it, by the server's clock.
    const listed = (await meal<{ list: AncillaryOrder[] }>('orderList', {})).data.list;
    expect(listed.find((order) => order.orderNo === first.data.orderNo)?.actions).toEqual({ pay: true, cancel: true });
    expect((await meal<AncillaryOrder>('cancel', { orderNo: first.data.orderNo })).data).toMatchObject({
      status: 'canceled',
      items: [{ status: 'canceled' }],
      actions: { pay: false, cancel: false },
    });
    expect(await stock()).toBe(20);
    const second = await meal<AncillaryOrder>('book', {
      idempotencyKey: 'cancel-meal-2',
      items: [{ couponId: adult.couponId, itemCode: 'MVG1' }],
    });
    test.clock.advance(31 * 60_000);
    // Past its hold, before the job has run, it is no longer offered for paying.
    expect((await meal<AncillaryOrder>('orderDetail', { orderNo: second.data.orderNo })).data.actions).toEqual({
      pay: false,
      cancel: false,
    });
    expect(
      (await runAncillaryJobs(test.database.db, test.clock, { PUBLIC_URL: undefined, TICKET_PREFIX: '880' })).expired,
    ).toContain(second.data.orderNo);
    expect(await stock()).toBe(20);
  });
});
