import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orderEvents, orderPassengers, orders, tickets } from '../../db/schema/orders';
import { ticketChangeCoupons, ticketChanges } from '../../db/schema/ticket-changes';
import { releaseSeats } from '../orders/seat-inventory';

/** Statuses of a change that is not paid and may be let go when its hold ends. */
export const EXPIRABLE: readonly (typeof ticketChanges.$inferSelect)['status'][] = ['unpaid', 'pay_failed'];

/**
 * Lets an unpaid change go, in the caller's transaction (which holds the order's lock): its new coupons void,
 * their seats back on sale, its coupons no longer live (the old ones may change again), 'change_canceled' on
 * the timeline. Only a change still unpaid (or failed) whose hold has ended moves; false when it did not.
 */
export async function cancelUnpaidChange(tx: Db, changeNo: string, now: Date): Promise<boolean> {
  const [change] = await tx
    .update(ticketChanges)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(ticketChanges.changeNo, changeNo),
        inArray(ticketChanges.status, [...EXPIRABLE]),
        lte(ticketChanges.holdUntil, now),
      ),
    )
    .returning();
  if (!change) return false;
  const rows = await tx
    .update(ticketChangeCoupons)
    .set({ live: false })
    .where(eq(ticketChangeCoupons.changeNo, changeNo))
    .returning({ newTicketId: ticketChangeCoupons.newTicketId });
  const voided = await tx
    .update(tickets)
    .set({ status: 'void' })
    .where(
      and(
        inArray(
          tickets.id,
          rows.map((row) => row.newTicketId),
        ),
        eq(tickets.status, 'booked'),
      ),
    )
    .returning({ passengerId: tickets.passengerId });
  const infants = await tx
    .select({ id: orderPassengers.id })
    .from(orderPassengers)
    .where(
      and(
        inArray(
          orderPassengers.id,
          voided.map((row) => row.passengerId),
        ),
        eq(orderPassengers.passengerType, 'INF'),
      ),
    );
  await releaseSeats(tx, {
    flightId: change.newFlightId,
    bookingClass: change.bookingClass,
    cabinClass: change.cabinClass,
    seats: voided.length - infants.length,
  });
  await tx
    .insert(orderEvents)
    .values({ orderNo: change.orderNo, kind: 'change_canceled', at: now, detail: { changeNo } });
  return true;
}

/** The expiry job: unpaid changes past their hold give their seats back, each under its order's lock. */
export async function expireOverdueChanges(db: Db, clock: Clock): Promise<string[]> {
  const now = clock.now();
  const overdue = await db
    .select({ changeNo: ticketChanges.changeNo, orderNo: ticketChanges.orderNo })
    .from(ticketChanges)
    .where(and(inArray(ticketChanges.status, [...EXPIRABLE]), lte(ticketChanges.holdUntil, now)))
    .limit(100);
  const expired: string[] = [];
  for (const { changeNo, orderNo } of overdue) {
    const canceled = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.orderNo, orderNo)).for('update');
      return cancelUnpaidChange(tx, changeNo, now);
    });
    if (canceled) expired.push(changeNo);
  }
  return expired;
}
