import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderPassengers, orders, tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { ticketChangeCoupons, ticketChanges, type TicketChangeStatus } from '../../db/schema/ticket-changes';
import { translate } from '../../i18n';
import { isChangeNo } from '../../../contract/calls/ticket-changes';
import type { PayableKind } from '../../shared/payable-orders';
import { ticketSerialKey } from '../ticketing/ticket-serials';
import { completeChange } from './change-complete';

/**
 * A change that costs money, as the payment gateway and the wallet see it: its change number is the payable
 * order number; paid means the change is made (completeChange) right after the payment's transaction.
 */
export const changePayable: PayableKind = {
  owns: isChangeNo,
  async find(db, changeNo, forUpdate = false) {
    const query = db.select().from(ticketChanges).where(eq(ticketChanges.changeNo, changeNo));
    const [change] = forUpdate ? await query.for('update') : await query;
    return change && { ...change, orderNo: change.changeNo };
  },
  async move(db, changeNo, from, to) {
    const moved = await db
      .update(ticketChanges)
      .set({ status: to })
      .where(and(eq(ticketChanges.changeNo, changeNo), inArray(ticketChanges.status, from as TicketChangeStatus[])))
      .returning({ changeNo: ticketChanges.changeNo });
    return moved.length > 0;
  },
  async markPaid(db, changeNo, now) {
    await db.update(ticketChanges).set({ status: 'paid', paidAt: now }).where(eq(ticketChanges.changeNo, changeNo));
  },
  async record(db, changeNo, kind, now, detail) {
    const [change] = await db.select().from(ticketChanges).where(eq(ticketChanges.changeNo, changeNo));
    if (change)
      await db.insert(orderEvents).values({ orderNo: change.orderNo, kind, at: now, detail: { ...detail, changeNo } });
  },
  async afterPaid(context, changeNo) {
    const serialKey = await ticketSerialKey(context.db, context.clock.now());
    await context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [change] = await tx.select().from(ticketChanges).where(eq(ticketChanges.changeNo, changeNo));
      if (change?.status !== 'paid') return;
      // The order's lock first, as every change and refund of the order takes it.
      await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.orderNo, change.orderNo)).for('update');
      await completeChange(tx, change, { prefix: context.config.TICKET_PREFIX, serialKey }, context.clock.now());
    });
  },
  async issued(db, changeNo) {
    const rows = await db
      .select({ passengerName: orderPassengers.name, flightNo: flights.flightNo, ticketNo: tickets.ticketNo })
      .from(ticketChangeCoupons)
      .innerJoin(ticketChanges, eq(ticketChanges.changeNo, ticketChangeCoupons.changeNo))
      .innerJoin(tickets, eq(tickets.id, ticketChangeCoupons.newTicketId))
      .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
      .innerJoin(flights, eq(flights.id, tickets.flightId))
      .where(and(eq(ticketChangeCoupons.changeNo, changeNo), eq(ticketChanges.status, 'done')))
      .orderBy(asc(ticketChangeCoupons.id));
    return rows.filter(
      (row): row is { passengerName: string; flightNo: string; ticketNo: string } => row.ticketNo !== null,
    );
  },
  subject: (locale, changeNo) => translate(locale, 'change.paySubject', { changeNo }),
  returnPath: () => '/order/change/result',
};
