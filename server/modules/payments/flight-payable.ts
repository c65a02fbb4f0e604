import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders, type OrderStatus } from '../../db/schema/orders';
import { translate } from '../../i18n';
import { issueTickets } from '../ticketing/issue-tickets';
import { issuedTicketsOf } from './order-summary';
import type { PayableKind } from '../../shared/payable-orders';
import { FLIGHT_ORDER_PREFIX } from '../orders/order-numbers';

/** A flight order as the payment gateway and the wallet see it: paid means awaiting ticketing, then ticketed. */
export const flightPayable: PayableKind = {
  owns: (orderNo) => orderNo.startsWith(FLIGHT_ORDER_PREFIX),
  async find(db, orderNo, forUpdate = false) {
    const query = db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const [order] = forUpdate ? await query.for('update') : await query;
    return order;
  },
  async move(db, orderNo, from, to) {
    const moved = await db
      .update(orders)
      .set({ status: to })
      .where(and(eq(orders.orderNo, orderNo), inArray(orders.status, from as OrderStatus[])))
      .returning({ orderNo: orders.orderNo });
    return moved.length > 0;
  },
  async markPaid(db: Db, orderNo, now) {
    await db.update(orders).set({ status: 'awaiting_ticketing', paidAt: now }).where(eq(orders.orderNo, orderNo));
  },
  async record(db, orderNo, kind, now, detail) {
    await db.insert(orderEvents).values({ orderNo, kind, at: now, detail });
  },
  async afterPaid(context, orderNo) {
    await issueTickets(context.db, context.clock, context.config.TICKET_PREFIX, orderNo);
  },
  async issued(db, orderNo) {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo));
    return order?.status === 'ticketed' ? issuedTicketsOf(db, orderNo) : [];
  },
  subject: (locale, orderNo) => translate(locale, 'payment.subject', { orderNo }),
  returnPath: () => '/defray/api',
};
