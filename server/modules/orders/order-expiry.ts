import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orders, type OrderStatus } from '../../db/schema/orders';
import { releaseOrder } from './order-release';

/** Orders still waiting for money; past their hold they lose their seats. */
export const EXPIRING_STATUSES: readonly OrderStatus[] = ['unpaid', 'paying', 'pay_failed'];
const BATCH_SIZE = 50;

/**
 * Cancels every order whose hold has run out and gives its seats and points back. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several server instances (or a traveller's cancel) never release one order
 * twice. Returns the order numbers it expired.
 */
export async function expireOverdueOrders(db: Db, clock: Clock): Promise<string[]> {
  const now = clock.now();
  const expired: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const due = await tx
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(and(inArray(orders.status, [...EXPIRING_STATUSES]), lte(orders.holdUntil, now)))
        .orderBy(asc(orders.holdUntil))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const orderNos = due.map((row) => row.orderNo);
      await tx.update(orders).set({ status: 'canceled', canceledAt: now }).where(inArray(orders.orderNo, orderNos));
      for (const orderNo of orderNos) await releaseOrder(tx, orderNo, now, 'expired');
      return orderNos;
    });
    expired.push(...batch);
    if (batch.length < BATCH_SIZE) return expired;
  }
}
