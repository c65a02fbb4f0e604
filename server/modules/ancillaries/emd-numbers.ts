import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders } from '../../db/schema/ancillaries';
import { nextTicketNumber, ticketSerialKey } from '../ticketing/ticket-serials';

/**
 * Gives every paid item of an order its EMD: 13 digits with the airline's prefix, drawn from the same serial
 * numbering as e-tickets (so an EMD never repeats a ticket number and cannot be walked). Idempotent: only
 * items still without one get one, under the order's lock.
 */
export async function issueEmds(db: Db, now: Date, prefix: string, orderNo: string): Promise<void> {
  const key = await ticketSerialKey(db, now);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx
      .select({ status: ancillaryOrders.status })
      .from(ancillaryOrders)
      .where(eq(ancillaryOrders.orderNo, orderNo))
      .for('update');
    if (order?.status !== 'paid') return;
    const waiting = await tx
      .select({ id: ancillaryItems.id })
      .from(ancillaryItems)
      .where(and(eq(ancillaryItems.orderNo, orderNo), eq(ancillaryItems.status, 'paid'), isNull(ancillaryItems.emdNo)));
    for (const item of waiting)
      await tx
        .update(ancillaryItems)
        .set({ emdNo: await nextTicketNumber(tx, prefix, key) })
        .where(eq(ancillaryItems.id, item.id));
  });
}

/** Paid orders whose EMDs were missed (a crash between paying and issuing): the ancillary job issues them. */
export async function issueMissingEmds(db: Db, now: Date, prefix: string): Promise<void> {
  const missing = await db
    .selectDistinct({ orderNo: ancillaryItems.orderNo })
    .from(ancillaryItems)
    .innerJoin(ancillaryOrders, eq(ancillaryOrders.orderNo, ancillaryItems.orderNo))
    .where(and(eq(ancillaryOrders.status, 'paid'), eq(ancillaryItems.status, 'paid'), isNull(ancillaryItems.emdNo)));
  for (const { orderNo } of missing) await issueEmds(db, now, prefix, orderNo);
}
