import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/orders';

type AfterSaleEvent = Omit<typeof orderEvents.$inferInsert, 'orderNo'>;

/**
 * A refund or a change was made on a ticketed order: the order shows as changed/refunded from now on, and its
 * history says what was done. Run inside the transaction that made it.
 */
export async function markAfterSale(db: Db, orderNo: string, event: AfterSaleEvent): Promise<void> {
  await db.update(orders).set({ status: 'changed_refunded' }).where(eq(orders.orderNo, orderNo));
  await db.insert(orderEvents).values({ orderNo, ...event });
}
