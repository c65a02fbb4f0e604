import { and, desc, eq, sql } from 'drizzle-orm';
import { MALL_REFUSALS, type MallOrder } from '../../../contract/points/mall-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { mallOrders, mallProducts } from '../../db/schema/point-mall';
import { releasePoints } from '../points/points-ledger';
import { requirePointsMember } from '../points/points-guard';
import { toMallOrder } from './mall-order-view';

/** queryOrders: the member's own orders, newest first. */
export async function queryMallOrders(context: CallContext): Promise<MallOrder[]> {
  const member = await requirePointsMember(context);
  const rows = await context.db
    .select()
    .from(mallOrders)
    .innerJoin(mallProducts, eq(mallProducts.id, mallOrders.productId))
    .where(eq(mallOrders.memberId, member.id))
    .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id));
  return rows.map((row) => toMallOrder(row.mall_orders, row.mall_products, context));
}

async function lockedOrder(tx: Db, orderNo: string, memberId?: string) {
  const [row] = await tx
    .select()
    .from(mallOrders)
    .innerJoin(mallProducts, eq(mallProducts.id, mallOrders.productId))
    .where(
      memberId
        ? and(eq(mallOrders.orderNo, orderNo), eq(mallOrders.memberId, memberId))
        : eq(mallOrders.orderNo, orderNo),
    )
    .for('update', { of: mallOrders });
  if (!row) throw new CallError(MALL_REFUSALS.orderNotFound, 'pointMall.errors.orderNotFound');
  return row;
}

/**
 * cancelOrder: before shipping, the item goes back to stock and the points back to the ledger, once. The
 * order row is locked, so a double click or a replay finds it canceled and gives nothing a second time.
 * Another member's order number reads as no order.
 */
export async function cancelMallOrder(context: CallContext, orderNo: string): Promise<MallOrder> {
  const member = await requirePointsMember(context);
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { mall_orders: order, mall_products: product } = await lockedOrder(tx, orderNo, member.id);
    if (order.status === 'canceled') return toMallOrder(order, product, context);
    if (order.status !== 'placed') throw new CallError(MALL_REFUSALS.notCancelable, 'pointMall.errors.notCancelable');
    const [canceled] = await tx
      .update(mallOrders)
      .set({ status: 'canceled', updatedAt: now })
      .where(eq(mallOrders.id, order.id))
      .returning();
    await tx
      .update(mallProducts)
      .set({ stock: sql`${mallProducts.stock} + 1` })
      .where(eq(mallProducts.id, product.id));
    await releasePoints(tx, orderNo, now, 'pointMall.note.cancel');
    return toMallOrder(canceled!, product, context);
  });
}

const NEXT_STATUS = { shipped: 'placed', delivered: 'shipped' } as const;

/** The warehouse's step (a development lever until a back office exists): placed → shipped → delivered. */
export async function advanceMallOrder(
  context: CallContext,
  orderNo: string,
  to: 'shipped' | 'delivered',
): Promise<MallOrder> {
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { mall_orders: order, mall_products: product } = await lockedOrder(tx, orderNo);
    if (order.status !== NEXT_STATUS[to])
      throw new CallError(MALL_REFUSALS.notCancelable, 'pointMall.errors.cannotAdvance');
    const [moved] = await tx
      .update(mallOrders)
      .set({ status: to, updatedAt: context.clock.now() })
      .where(eq(mallOrders.id, order.id))
      .returning();
    return toMallOrder(moved!, product, context);
  });
}
