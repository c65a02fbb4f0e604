import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders, mealEnvelopeCoupons } from '../../db/schema/ancillaries';
import { tickets } from '../../db/schema/orders';
import { ancillaryCoupons, type AncillaryCoupon } from './ancillary-coupons';
import { eligibilityOf, KIND_RULES } from './ancillary-kinds';
import { givePortionBack, takePortion } from './item-holdings';

/** An exchanged coupon and the coupon a ticket change gave its passenger instead. */
export interface ExchangedCoupon {
  oldCouponId: number;
  newCouponId: number;
}

type ItemRow = typeof ancillaryItems.$inferSelect;

/**
 * A ticket change takes its passengers' paid luggage and meals along, inside the change's own transaction:
 * each paid item of an exchanged coupon moves to the coupon that replaces it when the new flight sells that
 * item now (the buyer's rule: eligibilityOf and the kind's offers, within the cap; a meal also takes a
 * portion of the new flight's stock, atomically, and gives the old flight's back). It keeps its price and
 * EMD. What cannot move (or was on a canceled flight) stays on the exchanged coupon, where the ancillaries' job
 * refunds it once.
 * The items' orders are locked first, in order-number order, as a refund locks its order, so a move and a
 * refund of one item run one after the other, and the items are read again under those locks. Callers run
 * this once per change (the change row's status decides), so a replay moves nothing twice.
 * Returns the ids of the items moved and of those left to be refunded.
 */
export async function moveItemsWithChange(
  tx: Db,
  now: Date,
  exchanged: ExchangedCoupon[],
): Promise<{ moved: number[]; left: number[] }> {
  const oldIds = exchanged.map(({ oldCouponId }) => oldCouponId);
  if (oldIds.length === 0) return { moved: [], left: [] };
  const paidOn = and(inArray(ancillaryItems.couponId, oldIds), eq(ancillaryItems.status, 'paid'));
  const orderNos = await tx.selectDistinct({ orderNo: ancillaryItems.orderNo }).from(ancillaryItems).where(paidOn);
  if (orderNos.length === 0) return { moved: [], left: [] };
  const locked = await tx
    .select({ orderNo: ancillaryOrders.orderNo, kind: ancillaryOrders.kind })
    .from(ancillaryOrders)
    .where(
      inArray(
        ancillaryOrders.orderNo,
        orderNos.map(({ orderNo }) => orderNo),
      ),
    )
    .orderBy(asc(ancillaryOrders.orderNo))
    .for('update');
  const kindOf = new Map(locked.map((order) => [order.orderNo, order.kind]));
  const items = await tx
    .select()
    .from(ancillaryItems)
    .where(and(paidOn, inArray(ancillaryItems.orderNo, [...kindOf.keys()])))
    .orderBy(asc(ancillaryItems.id));
  const newCoupons = new Map(
    (
      await ancillaryCoupons(
        tx,
        { now: () => now },
        inArray(
          tickets.id,
          exchanged.map(({ newCouponId }) => newCouponId),
        ),
      )
    ).map((coupon) => [coupon.couponId, coupon]),
  );
  // A canceled flight's items are the refund job's from the moment it is canceled (it may be refunding them
  // now, from what it read before this change): they stay, and are refunded once.
  const canceledOld = new Set(
    (await ancillaryCoupons(tx, { now: () => now }, inArray(tickets.id, oldIds)))
      .filter((coupon) => coupon.flightCanceled)
      .map((coupon) => coupon.couponId),
  );
  const replacementOf = new Map(
    exchanged
      .filter((pair) => !canceledOld.has(pair.oldCouponId))
      .map((pair) => [pair.oldCouponId, newCoupons.get(pair.newCouponId)]),
  );
  // Each kind's cap counts its own units (kg or pieces, portions), as a purchase counts them.
  const unitsTaken = new Map<string, number>();
  const result = { moved: [] as number[], left: [] as number[] };
  for (const item of items) {
    const target = replacementOf.get(item.couponId);
    const kind = kindOf.get(item.orderNo)!;
    const units = item.unit === 'portion' ? 1 : item.amount;
    const capKey = `${kind}:${target?.couponId}`;
    const taken = unitsTaken.get(capKey) ?? 0;
    const fits = target && sells(kind, target, item, now) && taken + units <= KIND_RULES[kind].cap(target);
    if (!fits || (item.unit === 'portion' && !(await takePortion(tx, target.flightId, item.itemCode)))) {
      result.left.push(item.id);
      continue;
    }
    await moveItem(tx, item, target);
    unitsTaken.set(capKey, taken + units);
    result.moved.push(item.id);
  }
  return result;
}

/** Whether the new coupon may be sold this item now, by the same rule as a purchase. */
function sells(kind: 'luggage' | 'meal', coupon: AncillaryCoupon, item: ItemRow, now: Date): boolean {
  const rules = KIND_RULES[kind];
  if (eligibilityOf(rules, coupon, now) !== 'ok') return false;
  return rules.offersFor(coupon, now).some((offer) => offer.itemCode === item.itemCode && offer.unit === item.unit);
}

/**
 * Puts the item on the new coupon; a meal's portion goes back on sale on the old flight, and a coupon whose
 * meal earned a red envelope passes that claim on, so the passenger's flight still earns one envelope ever.
 */
async function moveItem(tx: Db, item: ItemRow, target: AncillaryCoupon): Promise<void> {
  await tx
    .update(ancillaryItems)
    .set({ couponId: target.couponId, flightId: target.flightId })
    .where(and(eq(ancillaryItems.id, item.id), eq(ancillaryItems.status, 'paid')));
  if (item.unit !== 'portion') return;
  await givePortionBack(tx, item.flightId, item.itemCode);
  const [claim] = await tx.select().from(mealEnvelopeCoupons).where(eq(mealEnvelopeCoupons.couponId, item.couponId));
  if (claim)
    await tx
      .insert(mealEnvelopeCoupons)
      .values({ couponId: target.couponId, orderNo: claim.orderNo })
      .onConflictDoNothing();
}
