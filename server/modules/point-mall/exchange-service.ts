import { and, eq, gt, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { MALL_REFUSALS, type exchangePayload, type MallOrder } from '../../../contract/points/mall-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { mallOrders, mallProducts, type MallDelivery } from '../../db/schema/point-mall';
import { findMemberAddress } from '../member-centre/address-store';
import { spendPoints } from '../points/points-ledger';
import { requirePointsMember } from '../points/points-guard';
import { findProduct } from './mall-catalogue';
import { newCardCode, newMallOrderNo } from './mall-numbers';
import { toMallOrder } from './mall-order-view';

/** Another member's address reads as no address at all: a guessed id learns nothing. */
async function deliveryTo(db: Db, memberId: string, addressId: number | undefined): Promise<MallDelivery> {
  const address = addressId === undefined ? undefined : await findMemberAddress(db, memberId, addressId);
  if (!address) throw new CallError(MALL_REFUSALS.addressRequired, 'pointMall.errors.addressRequired');
  return { receiver: address.receiver, mobile: address.mobile, region: address.region, detail: address.detail };
}

/**
 * exchange: one item for its points, in one transaction. The member row is locked first, so one member's
 * exchanges (and a retried one, found by its request id) run one after the other; the stock is taken by a
 * decrement guarded by `stock > 0`, which PostgreSQL re-checks after a concurrent update, so the last item
 * goes to one member only. Points short, sold out or no address: nothing changes.
 */
export async function exchangeProduct(
  context: CallContext,
  input: z.output<typeof exchangePayload>,
): Promise<MallOrder> {
  const member = await requirePointsMember(context);
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const [replayed] = await tx
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.memberId, member.id), eq(mallOrders.requestId, input.requestId)));
    if (replayed) return toMallOrder(replayed, (await findProduct(tx, replayed.productId))!, context);

    const product = await findProduct(tx, input.productId);
    if (!product) throw new CallError(MALL_REFUSALS.productNotFound, 'pointMall.errors.productNotFound');
    const delivery = product.kind === 'physical' ? await deliveryTo(tx, member.id, input.addressId) : null;
    const [taken] = await tx
      .update(mallProducts)
      .set({ stock: sql`${mallProducts.stock} - 1` })
      .where(and(eq(mallProducts.id, product.id), gt(mallProducts.stock, 0)))
      .returning({ id: mallProducts.id });
    if (!taken) throw new CallError(MALL_REFUSALS.soldOut, 'pointMall.errors.soldOut');

    const orderNo = newMallOrderNo(now);
    await spendPoints(tx, {
      memberId: member.id,
      orderNo,
      points: product.pointsPrice,
      at: now,
      note: 'pointMall.note.exchange',
    });
    const virtual = product.kind === 'virtual';
    const [order] = await tx
      .insert(mallOrders)
      .values({
        orderNo,
        memberId: member.id,
        requestId: input.requestId,
        productId: product.id,
        points: product.pointsPrice,
        // A card code is in the member's hands at once: delivered, so it cannot be canceled for the points.
        status: virtual ? 'delivered' : 'placed',
        delivery,
        cardCode: virtual ? newCardCode() : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toMallOrder(order!, product, context);
  });
}
