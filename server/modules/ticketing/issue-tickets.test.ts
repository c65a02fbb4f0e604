import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, tickets } from '../../db/schema/orders';
import { orderRow, unpaidOrder } from '../payments/testing/unpaid-order';
import { issueTickets, ticketPaidOrders } from './issue-tickets';
import { suiteApp } from '../../testing/suite-app';

describe('ticketing', () => {
  const test = suiteApp();

  async function paidOrder(): Promise<string> {
    const orderNo = await unpaidOrder(test.database.db, test.clock);
    await test.database.db
      .update(orders)
      .set({ status: 'awaiting_ticketing', paidAt: test.clock.now() })
      .where(eq(orders.orderNo, orderNo));
    return orderNo;
  }

  it('numbers every coupon with the configured prefix, opens it and records the timeline', async () => {
    const orderNo = await paidOrder();
    const issued = await issueTickets(test.database.db, test.clock, '781', orderNo);
    expect(issued).toHaveLength(2);
    for (const ticketNo of issued) expect(ticketNo).toMatch(/^781\d{10}$/);
    const coupons = await test.database.db.select().from(tickets).where(eq(tickets.orderNo, orderNo));
    expect(coupons.map((coupon) => coupon.status)).toEqual(['open', 'open']);
    expect((await orderRow(test.database.db, orderNo)).status).toBe('ticketed');
    const events = await test.database.db.select().from(orderEvents).where(eq(orderEvents.orderNo, orderNo));
    expect(events.find((event) => event.kind === 'ticketed')?.detail).toEqual({ ticketNos: issued });
  });

  it('issues numbers that cannot be walked: no number issued is next to another, or to one issued before it', async () => {
    const issued = [];
    for (let order = 0; order < 4; order++)
      issued.push(...(await issueTickets(test.database.db, test.clock, '880', await paidOrder())));
    expect(issued).toHaveLength(8);
    const serials = issued.map((ticketNo) => Number(ticketNo.slice(3)));
    for (const serial of serials) expect(serials.filter((other) => Math.abs(other - serial) <= 1)).toEqual([serial]);
  });

  it('issues nothing twice, and nothing for an order not paid', async () => {
    const orderNo = await paidOrder();
    const [first, second] = await Promise.all([
      issueTickets(test.database.db, test.clock, '880', orderNo),
      issueTickets(test.database.db, test.clock, '880', orderNo),
    ]);
    expect([first, second].map((issued) => issued.length).sort()).toEqual([0, 2]);
    const unpaid = await unpaidOrder(test.database.db, test.clock);
    expect(await issueTickets(test.database.db, test.clock, '880', unpaid)).toEqual([]);
    expect((await orderRow(test.database.db, unpaid)).status).toBe('unpaid');
  });

  it('the job tickets an order left paid but unticketed, once it has waited a minute', async () => {
    const orderNo = await paidOrder();
    expect(await ticketPaidOrders(test.database.db, test.clock, '880')).toBe(0);
    test.clock.advance(61_000);
    expect(await ticketPaidOrders(test.database.db, test.clock, '880')).toBeGreaterThanOrEqual(1);
    expect((await orderRow(test.database.db, orderNo)).status).toBe('ticketed');
    expect(await ticketPaidOrders(test.database.db, test.clock, '880')).toBe(0);
  });
});
