import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RefundApplyResult, RefundProgress, RefundQuote } from '../../../contract/calls/refunds';
import { orderEvents, orders, tickets } from '../../db/schema/orders';
import { refunds } from '../../db/schema/refunds';
import { TEST_NOW } from '../../testing/test-app';
import {
  couponStatuses,
  loginToken,
  refundCall,
  refundSuite,
  runRetryJobTwice,
  seatsLeft,
} from './testing/refund-test-kit';
import { flightLeavingAfter, insertTicketedOrder } from './testing/ticketed-order';

const DAY = 86_400_000;

describe('applying for a refund', () => {
  const { testApp, gateway, zhangWei } = refundSuite();

  // Each order takes two seats of a flight about three days ahead whose M bucket still has them.
  const newOrder = async () => {
    const flightId = (await flightLeavingAfter(testApp.database.db, new Date(Date.parse(TEST_NOW) + 3 * DAY))).id;
    const order = await insertTicketedOrder(testApp.database.db, {
      memberId: 'demo-verified',
      flightIds: [flightId],
      passengers: ['ADT', 'CHD', 'INF'],
      at: new Date(TEST_NOW),
    });
    return { ...order, flightId };
  };
  const quote = async (orderNo: string, ticketIds?: number[]) =>
    ((await refundCall(testApp, 'refundQuote', { orderNo, ticketIds }, zhangWei.token)) as { data: RefundQuote }).data;
  const apply = (payload: { orderNo: string; ticketIds: number[]; quoteToken?: string | null }) =>
    refundCall(testApp, 'refundApply', payload, zhangWei.token) as Promise<{
      resultCode: string;
      resultMsg: string;
      data: RefundApplyResult & RefundQuote;
    }>;
  /** A new order's refund applied while the gateway refuses: it stays requested; the gateway is back up after. */
  const refundWhileGatewayDown = async () => {
    const order = await newOrder();
    gateway.failWith(true);
    const first = await apply({ orderNo: order.orderNo, ticketIds: order.ticketIds });
    gateway.failWith(false);
    expect(first.data.status).toBe('requested');
    return { order, first };
  };

  it('refunds the quoted coupons in one go: coupons refunded, seats back, money sent, order changed/refunded, timeline', async () => {
    const order = await newOrder();
    const before = await seatsLeft(testApp.database.db, order.flightId);
    const quoted = await quote(order.orderNo);
    const reply = await apply({ orderNo: order.orderNo, ticketIds: order.ticketIds, quoteToken: quoted.quoteToken! });
    expect(reply.resultCode).toBe('0');
    expect(reply.data).toMatchObject({
      status: 'refunded',
      amount: quoted.totals.refundAmount,
      fee: quoted.totals.fee,
      replayed: false,
    });
    expect(await couponStatuses(testApp.database.db, order.ticketIds)).toEqual(['refunded', 'refunded', 'refunded']);
    // The adult and the child give their seats back; the infant never had one.
    expect(await seatsLeft(testApp.database.db, order.flightId)).toEqual({
      bucket: before.bucket + 2,
      cabin: before.cabin + 2,
    });
    expect(gateway.sent.filter((sent) => sent.orderNo === order.orderNo)).toEqual([
      { orderNo: order.orderNo, refundNo: reply.data.refundNo, amount: quoted.totals.refundAmount },
    ]);
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('changed_refunded');
    const events = await testApp.database.db.select().from(orderEvents).where(eq(orderEvents.orderNo, order.orderNo));
    expect(events.map((event) => event.kind)).toEqual(['refund_requested', 'refunded']);
  });

  it('refunds once however often the same apply is retried', async () => {
    const order = await newOrder();
    const first = await apply({ orderNo: order.orderNo, ticketIds: order.ticketIds });
    const seats = await seatsLeft(testApp.database.db, order.flightId);
    const again = await apply({ orderNo: order.orderNo, ticketIds: [...order.ticketIds].reverse() });
    expect(again.data).toMatchObject({ refundNo: first.data.refundNo, replayed: true, status: 'refunded' });
    expect(await seatsLeft(testApp.database.db, order.flightId)).toEqual(seats);
    expect(gateway.sent.filter((sent) => sent.orderNo === order.orderNo)).toHaveLength(1);
    expect(await testApp.database.db.select().from(refunds).where(eq(refunds.orderNo, order.orderNo))).toHaveLength(1);
  });

  it('refunds part of an order, then refuses those coupons a second time', async () => {
    const order = await newOrder();
    const child = order.ticketIds[1]!;
    expect((await apply({ orderNo: order.orderNo, ticketIds: [child] })).data.amount).toBe(quoteAmountForChild());
    expect(await couponStatuses(testApp.database.db, order.ticketIds)).toEqual(['open', 'refunded', 'open']);
    const twice = await apply({ orderNo: order.orderNo, ticketIds: [child, order.ticketIds[0]!, order.ticketIds[2]!] });
    expect(twice.resultCode).toBe('REFUND_NOT_REFUNDABLE');
    expect(twice.resultMsg).toMatch(/already refunded/);
  });

  it('refuses a quote whose amounts no longer hold, answering the new quote and changing nothing', async () => {
    const order = await newOrder();
    const quoted = await quote(order.orderNo);
    testApp.clock.set(new Date(Date.parse(TEST_NOW) + 2.5 * DAY));
    try {
      zhangWei.token = await loginToken(testApp, '13800138000');
      const reply = await apply({ orderNo: order.orderNo, ticketIds: order.ticketIds, quoteToken: quoted.quoteToken! });
      expect(reply.resultCode).toBe('REFUND_QUOTE_CHANGED');
      expect(reply.data.totals.fee).toBeGreaterThan(quoted.totals.fee);
      expect(await couponStatuses(testApp.database.db, order.ticketIds)).toEqual(['open', 'open', 'open']);
    } finally {
      testApp.clock.set(TEST_NOW);
      zhangWei.token = await loginToken(testApp, '13800138000');
    }
    expect(
      (await apply({ orderNo: order.orderNo, ticketIds: order.ticketIds, quoteToken: `${quoted.quoteToken}x` }))
        .resultCode,
    ).toBe('REFUND_QUOTE_INVALID');
  });

  it('refuses checked-in coupons and other members, changing nothing', async () => {
    const order = await newOrder();
    await testApp.database.db.update(tickets).set({ status: 'checked_in' }).where(eq(tickets.id, order.ticketIds[0]!));
    const seats = await seatsLeft(testApp.database.db, order.flightId);
    expect((await apply({ orderNo: order.orderNo, ticketIds: order.ticketIds })).resultMsg).toMatch(/checked in/);
    const other = await loginToken(testApp, '13900139000');
    const stranger = await refundCall(
      testApp,
      'refundApply',
      { orderNo: order.orderNo, ticketIds: [order.ticketIds[1]!] },
      other,
    );
    expect(stranger.resultCode).toBe('REFUND_ORDER_NOT_FOUND');
    expect(await couponStatuses(testApp.database.db, order.ticketIds)).toEqual(['checked_in', 'open', 'open']);
    expect(await seatsLeft(testApp.database.db, order.flightId)).toEqual(seats);
  });

  it('lets the retry job send the money of a refund left requested, once', async () => {
    const { order, first } = await refundWhileGatewayDown();
    await runRetryJobTwice(testApp, gateway.payout);
    const [refund] = await testApp.database.db.select().from(refunds).where(eq(refunds.refundNo, first.data.refundNo));
    expect(refund).toMatchObject({ status: 'refunded', gatewayRefundId: `GW-${first.data.refundNo}` });
    expect(gateway.sent.filter((sent) => sent.orderNo === order.orderNo)).toHaveLength(1);
  });

  it('keeps a refund requested while the gateway is down and sends it on the retry', async () => {
    const { order, first } = await refundWhileGatewayDown();
    const retry = await apply({ orderNo: order.orderNo, ticketIds: order.ticketIds });
    expect(retry.data).toMatchObject({ refundNo: first.data.refundNo, status: 'refunded', replayed: true });
    const progress = (
      (await refundCall(testApp, 'refundProgress', { orderNo: order.orderNo }, zhangWei.token)) as {
        data: RefundProgress;
      }
    ).data;
    expect(progress.timeline.map((event) => [event.kind, event.amount])).toEqual([
      ['refund_requested', first.data.amount],
      ['refunded', first.data.amount],
    ]);
    expect(progress.refunds[0]).toMatchObject({
      refundNo: first.data.refundNo,
      status: 'refunded',
      coupons: expect.arrayContaining([expect.objectContaining({ ticketId: order.ticketIds[0] })]),
    });
  });
});

/** The child's coupon three days ahead: 410 less 30 % (M's 20 % + 10) plus 10 fuel surcharge. */
function quoteAmountForChild(): number {
  return 410 - 123 + 10;
}
