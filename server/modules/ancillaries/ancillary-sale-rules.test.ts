import { describe, expect, it } from 'vitest';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { PriceData } from '../../../contract/ancillaries/ancillary-offer-schemas';
import type { TripsData } from '../../../contract/ancillaries/ancillary-trip-schemas';
import { runAncillaryJobs } from './ancillary-jobs';
import { ancillaryCaller, ownerAndStrangerSuite, bookItems, ticketedTrip } from './testing/ancillary-test-calls';

describe('buying luggage and meals', () => {
  const { test, zhangWei, stranger } = ownerAndStrangerSuite();

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
