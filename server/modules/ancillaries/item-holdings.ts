import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import { ancillaryItems, ancillaryOrders, mealStock } from '../../db/schema/ancillaries';
import { DEFAULT_MEAL_STOCK } from './meal-menu';

/**
 * What coupons already have of one kind (paid, or held by an unpaid order): item codes and the units they add
 * up to. Per kind, because each kind's cap counts its own units (kg or pieces of luggage, meal portions).
 */
export async function holdingsOf(
  db: Db,
  kind: AncillaryKind,
  couponIds: number[],
): Promise<Map<number, { codes: string[]; units: number }>> {
  const holdings = new Map<number, { codes: string[]; units: number }>();
  if (couponIds.length === 0) return holdings;
  const rows = await db
    .select({
      couponId: ancillaryItems.couponId,
      itemCode: ancillaryItems.itemCode,
      amount: ancillaryItems.amount,
      unit: ancillaryItems.unit,
    })
    .from(ancillaryItems)
    .innerJoin(ancillaryOrders, eq(ancillaryOrders.orderNo, ancillaryItems.orderNo))
    .where(
      and(
        eq(ancillaryOrders.kind, kind),
        inArray(ancillaryItems.couponId, couponIds),
        inArray(ancillaryItems.status, ['unpaid', 'paid']),
      ),
    );
  for (const row of rows) {
    const held = holdings.get(row.couponId) ?? { codes: [], units: 0 };
    holdings.set(row.couponId, {
      codes: [...held.codes, row.itemCode],
      units: held.units + (row.unit === 'portion' ? 1 : row.amount),
    });
  }
  return holdings;
}

/** Portions left of each meal on a flight (the default load until one is sold). */
export async function stockLeft(db: Db, flightIds: number[]): Promise<(flightId: number, itemCode: string) => number> {
  const rows = flightIds.length ? await db.select().from(mealStock).where(inArray(mealStock.flightId, flightIds)) : [];
  const left = new Map(rows.map((row) => [`${row.flightId}:${row.itemCode}`, row.left]));
  return (flightId, itemCode) => left.get(`${flightId}:${itemCode}`) ?? DEFAULT_MEAL_STOCK;
}

/**
 * Takes one portion, or says there is none: a conditional update (left >= 1) under the row's lock, so
 * concurrent buyers of the last portions never take more than there are.
 */
export async function takePortion(tx: Db, flightId: number, itemCode: string): Promise<boolean> {
  await tx.insert(mealStock).values({ flightId, itemCode, left: DEFAULT_MEAL_STOCK }).onConflictDoNothing();
  const taken = await tx
    .update(mealStock)
    .set({ left: sql`${mealStock.left} - 1` })
    .where(and(eq(mealStock.flightId, flightId), eq(mealStock.itemCode, itemCode), sql`${mealStock.left} >= 1`))
    .returning({ left: mealStock.left });
  return taken.length > 0;
}

/** A portion back on sale (its order was canceled, expired or refunded). */
export async function givePortionBack(tx: Db, flightId: number, itemCode: string): Promise<void> {
  await tx
    .update(mealStock)
    .set({ left: sql`${mealStock.left} + 1` })
    .where(and(eq(mealStock.flightId, flightId), eq(mealStock.itemCode, itemCode)));
}
