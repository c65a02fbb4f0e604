import { and, eq, inArray } from 'drizzle-orm';
import { CANCELABLE_STATUSES, ORDER_REFUSALS, type CancelOrderData } from '../../../contract/calls/orders';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { requireMember } from '../accounts/sessions';
import { releaseOrder } from './order-release';

/**
 * cancelOrder: a member cancels an own order that is unpaid or whose payment failed. The guarded UPDATE
 * decides: of a cancel, a second click and the expiry job, exactly one moves the order and releases it.
 */
export async function cancelOrder(context: CallContext, orderNo: string): Promise<CancelOrderData> {
  const { memberId } = await requireMember(context);
  const now = context.clock.now();
  const canceled = await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(orders)
      .set({ status: 'canceled', canceledAt: now })
      .where(
        and(
          eq(orders.orderNo, orderNo),
          eq(orders.memberId, memberId),
          inArray(orders.status, [...CANCELABLE_STATUSES]),
        ),
      )
      .returning({ orderNo: orders.orderNo });
    if (row) await releaseOrder(tx, orderNo, now, 'canceled');
    return Boolean(row);
  });
  if (canceled) return { orderNo, status: 'canceled' };
  const [existing] = await context.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  if (!existing) throw new CallError(ORDER_REFUSALS.notFound, 'orders.errors.notFound');
  throw new CallError(ORDER_REFUSALS.notCancelable, 'orders.errors.notCancelable', {}, 200, {
    status: existing.status,
  });
}
