import { asc, eq } from 'drizzle-orm';
import type { InsuranceProduct } from '../../../contract/booking/insurance-calls';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import { insuranceProducts } from '../../db/schema/insurance';

export async function listInsuranceProducts(db: Db, locale: Locale): Promise<InsuranceProduct[]> {
  const rows = await db
    .select()
    .from(insuranceProducts)
    .where(eq(insuranceProducts.active, true))
    .orderBy(asc(insuranceProducts.sortOrder));
  return rows.map((row) => ({
    productCode: row.code,
    name: pickLocale(row.name, locale),
    summary: pickLocale(row.summary, locale),
    terms: pickLocale(row.terms, locale),
    price: row.price,
    sumInsured: row.sumInsured,
  }));
}
