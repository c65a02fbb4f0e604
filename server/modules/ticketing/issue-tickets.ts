import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orderEvents, orders, tickets } from '../../db/schema/orders';
import { nextTicketNumber, ticketSerialKey } from './ticket-serials';

/**
 * Tickets a paid order: every booked coupon gets its e-ticket number, the coupon opens and the order moves
 * awaiting_ticketing → ticketed, in one transaction. An order in any other status is left alone, so a
 * second run (the sweep after a crash, two instances) issues nothing twice.
 */
export async function issueTickets(db: Db, clock: Clock, prefix: string, orderNo: string): Promise<string[]> {
  const key = await ticketSerialKey(db, clock.now());
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    if (order?.status !== 'awaiting_ticketing') return [];
    const coupons = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderNo, orderNo), eq(tickets.status, 'booked')))
      .orderBy(tickets.id);
    const issued: string[] = [];
    for (const coupon of coupons) {
      const ticketNo = await nextTicketNumber(tx as unknown as Db, prefix, key);
      await tx.update(tickets).set({ ticketNo, status: 'open' }).where(eq(tickets.id, coupon.id));
      issued.push(ticketNo);
    }
    const now = clock.now();
    await tx.update(orders).set({ status: 'ticketed', ticketedAt: now }).where(eq(orders.orderNo, orderNo));
    await tx.insert(orderEvents).values({ orderNo, kind: 'ticketed', at: now, detail: { ticketNos: issued } });
    return issued;
  });
}

/**
 * The ticketing job: an order paid but not ticketed (the server stopped between the two steps) is ticketed
 * here. Normally ticketing follows the payment at once and this finds nothing.
 */
export async function ticketPaidOrders(db: Db, clock: Clock, prefix: string, settleMs = 60_000): Promise<number> {
  const waiting = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_ticketing'), lte(orders.paidAt, new Date(clock.now().getTime() - settleMs))))
    .limit(100);
  let ticketed = 0;
  for (const { orderNo } of waiting) if ((await issueTickets(db, clock, prefix, orderNo)).length) ticketed += 1;
  return ticketed;
}
