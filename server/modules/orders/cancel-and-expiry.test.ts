import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { BookFlightData, CancelOrderData, OrderDetailsData, OrderListData } from '../../../contract/calls/orders';
import { tickets } from '../../db/schema/orders';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  inventoryOf,
  memberHeaders,
  orderCall,
  suiteMemberHeaders,
} from './testing/order-test-setup';
import { effectiveTransferees } from '../member-centre/testing/member-test-setup';
import { expireOverdueOrders } from './order-expiry';
import { pointsBalance } from '../points/points-ledger';
import { suiteApp } from '../../testing/suite-app';

const MINUTE = 60_000;

describe('unpaid orders: cancelOrder, the hold expiry and the order list', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  const bookOne = async (
    flightNo: string,
    flightDate: string,
    sequence: number,
    orderKind: 'domestic' | 'points' = 'domestic',
  ) => {
    const flight = await bookableFlight(test.database.db, flightNo, flightDate);
    const before = await inventoryOf(test.database.db, flight);
    if (orderKind === 'points')
      await effectiveTransferees(test.database.db, 'demo-verified', [adult(sequence)], test.clock.now());
    const reply = await book(test.app, bookingFor([flight], [adult(sequence)], orderKind), zhangWei);
    expect(reply.resultCode).toBe('0');
    return { flight, before, order: reply.data as BookFlightData };
  };
  const cancel = (orderNo: string, headers = zhangWei) =>
    orderCall<CancelOrderData>(test.app, CALLS.cancelOrder, { orderNo }, headers);
  const details = (orderNo: string) =>
    orderCall<OrderDetailsData>(test.app, CALLS.orderDetails, { orderNo }, zhangWei).then((reply) => reply.data);
  const list = (tab: number, pageNo = 1, pageSize = 10) =>
    orderCall<OrderListData>(test.app, CALLS.orderList, { tab, pageNo, pageSize }, zhangWei).then(
      (reply) => reply.data,
    );

  describe('cancelOrder', () => {
    it('cancels an own unpaid order: coupons void, seats back, a canceled event', async () => {
      const { flight, before, order } = await bookOne('NS3121', '2026-06-20', 31);
      expect((await cancel(order.orderNo)).data).toEqual({ orderNo: order.orderNo, status: 'canceled' });
      expect(await inventoryOf(test.database.db, flight)).toEqual(before);
      const detail = await details(order.orderNo);
      expect(detail.coupons.map((coupon) => coupon.status)).toEqual(['void']);
      expect(detail.timeline.map((event) => event.kind)).toEqual(['created', 'canceled']);
      expect(detail.actions).toMatchObject({ pay: false, cancel: false });
      // The traveller's seat is free again: the same person can book the same flight.
      expect((await book(test.app, bookingFor([flight], [adult(31)]), zhangWei)).resultCode).toBe('0');
    });

    it("refuses a second cancel and another member's order, changing nothing", async () => {
      const { flight, before, order } = await bookOne('NS3121', '2026-06-21', 32);
      expect((await cancel(order.orderNo)).resultCode).toBe('0');
      expect((await cancel(order.orderNo)).resultCode).toBe('ORDER_NOT_CANCELABLE');
      expect(await inventoryOf(test.database.db, flight)).toEqual(before);
      const other = await bookOne('NS3121', '2026-06-22', 33);
      const liNa = await memberHeaders(test.app, '13900139000');
      expect((await cancel(other.order.orderNo, liNa)).resultCode).toBe('ORDER_NOT_FOUND');
      expect((await orderCall(test.app, CALLS.orderDetails, { orderNo: other.order.orderNo }, liNa)).resultCode).toBe(
        'ORDER_NOT_FOUND',
      );
      expect(await inventoryOf(test.database.db, other.flight)).toEqual({
        bucket: other.before.bucket - 1,
        cabin: other.before.cabin - 1,
      });
    });

    it("gives an award order's points back", async () => {
      const balance = await pointsBalance(test.database.db, 'demo-verified');
      const { order } = await bookOne('NS3131', '2026-06-20', 34, 'points');
      expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(balance - order.totalPoints);
      await cancel(order.orderNo);
      expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(balance);
    });
  });

  describe('hold expiry', () => {
    it('keeps an order through its hold and expires it after, giving seats and points back once', async () => {
      const balance = await pointsBalance(test.database.db, 'demo-verified');
      const cash = await bookOne('NS3133', '2026-06-20', 35);
      const award = await bookOne('NS3133', '2026-06-21', 36, 'points');
      test.clock.advance(29 * MINUTE);
      expect(await expireOverdueOrders(test.database.db, test.clock)).toEqual([]);
      test.clock.advance(2 * MINUTE);
      // Earlier tests' unpaid orders run out with them.
      expect(await expireOverdueOrders(test.database.db, test.clock)).toEqual(
        expect.arrayContaining([cash.order.orderNo, award.order.orderNo]),
      );
      expect(await inventoryOf(test.database.db, cash.flight)).toEqual(cash.before);
      expect(await inventoryOf(test.database.db, award.flight)).toEqual(award.before);
      expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(balance);
      const detail = await details(cash.order.orderNo);
      expect(detail).toMatchObject({ status: 'canceled', actions: { pay: false, cancel: false } });
      expect(detail.timeline.map((event) => event.kind)).toEqual(['created', 'expired']);
      // A second run finds nothing left to do.
      expect(await expireOverdueOrders(test.database.db, test.clock)).toEqual([]);
      expect(await inventoryOf(test.database.db, cash.flight)).toEqual(cash.before);
      const coupons = await test.database.db
        .select({ status: tickets.status })
        .from(tickets)
        .where(eq(tickets.orderNo, cash.order.orderNo));
      expect(coupons).toEqual([{ status: 'void' }]);
    });
  });

  describe('orderList', () => {
    it('shows unpaid orders under unfinished and canceled ones under finished, newest first, by page', async () => {
      const kept = await bookOne('NS3127', '2026-06-25', 37);
      const unfinished = await list(1);
      // Every tab's reply names where the newest order is, so the list can open there.
      expect(unfinished.newestTab).toBe(1);
      expect((await list(3)).newestTab).toBe(1);
      expect(unfinished.orders[0]).toMatchObject({
        orderNo: kept.order.orderNo,
        status: 'unpaid',
        passengerNames: [adult(37).name],
        segments: [{ flightNo: 'NS3127', origin: 'SJW', destination: 'TAO', originCity: '石家庄' }],
      });
      expect(
        unfinished.orders.every((order) =>
          ['unpaid', 'paying', 'pay_failed', 'awaiting_ticketing'].includes(order.status),
        ),
      ).toBe(true);
      const finished = await list(2, 1, 2);
      expect(finished.total).toBeGreaterThanOrEqual(4);
      expect(finished.orders).toHaveLength(2);
      expect(finished.orders.every((order) => order.status === 'canceled')).toBe(true);
      const secondPage = await list(2, 2, 2);
      expect(secondPage.orders.map((order) => order.orderNo)).not.toContain(finished.orders[0]!.orderNo);
      // A page past the last still counts the tab and names the newest order's tab.
      expect(await list(2, 99, 2)).toMatchObject({ total: finished.total, newestTab: 1, orders: [] });
      expect((await list(3)).orders).toEqual([]);
    });
  });
});
