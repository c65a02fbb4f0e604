import { and, countDistinct, eq, isNull } from 'drizzle-orm';
import type { RedEnvelopeFacts } from '../../../contract/ancillaries/red-envelope-rule';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders, mealEnvelopeCoupons } from '../../db/schema/ancillaries';

type OrderRow = typeof ancillaryOrders.$inferSelect;

/** The order's paid coupons that no envelope was ever drawn for (by this order or any other). */
async function unrewardedCoupons(db: Db, orderNo: string): Promise<number> {
  const [row] = await db
    .select({ coupons: countDistinct(ancillaryItems.couponId) })
    .from(ancillaryItems)
    .leftJoin(mealEnvelopeCoupons, eq(mealEnvelopeCoupons.couponId, ancillaryItems.couponId))
    .where(
      and(eq(ancillaryItems.orderNo, orderNo), eq(ancillaryItems.status, 'paid'), isNull(mealEnvelopeCoupons.couponId)),
    );
  return row?.coupons ?? 0;
}

/** What the contract's canDrawRedEnvelope reads, from the order's rows (null envelope for luggage). */
export async function redEnvelopeFacts(
  db: Db,
  order: OrderRow,
): Promise<RedEnvelopeFacts & { redEnvelope: { returnedAmount: number | null } | null }> {
  const facts = { kind: order.kind, status: order.status, refundedAmount: order.refundedAmount };
  if (order.kind !== 'meal') return { ...facts, redEnvelope: null };
  return {
    ...facts,
    redEnvelope: {
      amount: order.redEnvelopeAmount,
      returnedAmount: order.redEnvelopeReturned,
      unrewardedCoupons: await unrewardedCoupons(db, order.orderNo),
    },
  };
}
