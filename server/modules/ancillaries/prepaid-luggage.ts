import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders } from '../../db/schema/ancillaries';

/** A prepaid piece counts this many kg on the boarding pass's allowance. */
const PIECE_KG = 23;

/** Paid extra luggage per coupon in kg, for the boarding pass and its BCBP allowance. */
export async function prepaidLuggageKg(db: Db, couponIds: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (couponIds.length === 0) return totals;
  const rows = await db
    .select({ couponId: ancillaryItems.couponId, unit: ancillaryItems.unit, amount: ancillaryItems.amount })
    .from(ancillaryItems)
    .innerJoin(ancillaryOrders, eq(ancillaryOrders.orderNo, ancillaryItems.orderNo))
    .where(
      and(
        inArray(ancillaryItems.couponId, couponIds),
        eq(ancillaryItems.status, 'paid'),
        eq(ancillaryOrders.kind, 'luggage'),
      ),
    );
  for (const row of rows)
    totals.set(
      row.couponId,
      (totals.get(row.couponId) ?? 0) + (row.unit === 'piece' ? row.amount * PIECE_KG : row.amount),
    );
  return totals;
}
