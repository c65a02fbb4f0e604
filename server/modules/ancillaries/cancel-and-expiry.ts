import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { ANCILLARY_REFUSALS, type AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import { ANCILLARY_CANCELABLE } from '../../../contract/ancillaries/ancillary-order-actions';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders } from '../../db/schema/ancillaries';
import { requireMember } from '../accounts/sessions';
import { releaseHold } from '../wallet/wallet-holds';
import { givePortionBack } from './item-holdings';
import { orderView, requireOwnOrder } from './order-view';

/** Statuses an order leaves unpaid from when its hold runs out (a member's cancel: ANCILLARY_CANCELABLE). */
const EXPIRING = ['unpaid', 'paying', 'pay_failed'] as const;

/** What an order that ends unpaid gives back: its items end, meal portions return to stock, held wallet money is freed. */
async function releaseOrder(tx: Db, orderNo: string, now: Date): Promise<void> {
  await tx
    .update(ancillaryOrders)
    .set({ status: 'canceled', canceledAt: now })
    .where(eq(ancillaryOrders.orderNo, orderNo));
  const ended = await tx
    .update(ancillaryItems)
    .set({ status: 'canceled' })
    .where(and(eq(ancillaryItems.orderNo, orderNo), eq(ancillaryItems.status, 'unpaid')))
    .returning();
  for (const item of ended) if (item.unit === 'portion') await givePortionBack(tx, item.flightId, item.itemCode);
  await releaseHold(tx, orderNo, now);
}

export async function cancelOrder(context: CallContext, kind: AncillaryKind, orderNo: string): Promise<AncillaryOrder> {
  const { memberId } = await requireMember(context);
  await requireOwnOrder(context, kind, memberId, orderNo);
  await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx.select().from(ancillaryOrders).where(eq(ancillaryOrders.orderNo, orderNo)).for('update');
    if (!ANCILLARY_CANCELABLE.includes(order!.status))
      throw new CallError(ANCILLARY_REFUSALS.notCancelable, 'ancillaryServer.refusals.notCancelable');
    await releaseOrder(tx, orderNo, context.clock.now());
  });
  return orderView(context, orderNo);
}

/** Cancels every unpaid order past its hold and gives its stock back. Returns the orders it expired. */
export const expireOverdueAncillaryOrders = (db: Db, clock: Clock): Promise<string[]> =>
  releaseUnpaidOrders(db, clock.now(), lte(ancillaryOrders.holdUntil, clock.now()));

/**
 * Cancels these orders if they are still unpaid (their ticket was refunded or their flight canceled, so they
 * can never fly), whatever their hold; orders paid or ended meanwhile are left alone. Returns those it canceled.
 */
export const cancelUnpaidAncillaryOrders = async (db: Db, clock: Clock, orderNos: string[]): Promise<string[]> =>
  orderNos.length ? releaseUnpaidOrders(db, clock.now(), inArray(ancillaryOrders.orderNo, orderNos)) : [];

/**
 * Releases the unpaid orders `which` selects; rows claimed with SKIP LOCKED so two instances (or a member's
 * cancel, or a payment arriving) never release one order twice.
 */
async function releaseUnpaidOrders(db: Db, now: Date, which: SQL): Promise<string[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const due = await tx
      .select({ orderNo: ancillaryOrders.orderNo })
      .from(ancillaryOrders)
      .where(and(inArray(ancillaryOrders.status, [...EXPIRING]), which))
      .orderBy(asc(ancillaryOrders.holdUntil))
      .limit(200)
      .for('update', { skipLocked: true });
    for (const { orderNo } of due) await releaseOrder(tx, orderNo, now);
    return due.map((row) => row.orderNo);
  });
}
