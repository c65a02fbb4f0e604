import { asc, eq } from 'drizzle-orm';
import { pickLocale } from '../../../contract/localized-text';
import type { MallProduct } from '../../../contract/points/mall-calls';
import type { CallContext } from '../../calls/call';
import type { Db } from '../../db/client';
import { mallProducts } from '../../db/schema/point-mall';
import { requirePointsMember } from '../points/points-guard';

type ProductRow = typeof mallProducts.$inferSelect;

export function toMallProduct(row: ProductRow, context: CallContext): MallProduct {
  const { id, code, kind, picture, pointsPrice, stock } = row;
  return {
    id,
    code,
    kind,
    picture,
    pointsPrice,
    stock,
    name: pickLocale(row.name, context.locale),
    description: pickLocale(row.description, context.locale),
  };
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(mallProducts).where(eq(mallProducts.id, id));
  return row;
}

/** queryProducts: every product in the member's language, sold-out ones too (shown as such). */
export async function queryProducts(context: CallContext): Promise<MallProduct[]> {
  await requirePointsMember(context);
  const rows = await context.db.select().from(mallProducts).orderBy(asc(mallProducts.sortOrder), asc(mallProducts.id));
  return rows.map((row) => toMallProduct(row, context));
}
