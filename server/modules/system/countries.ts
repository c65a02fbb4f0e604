import { asc } from 'drizzle-orm';
import type { Country } from '../../../contract/calls/content';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema/geography';

export async function queryCountries(db: Db, locale: Locale): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sortOrder));
  return rows.map((row) => ({
    code: row.code,
    code3: row.code3,
    name: pickLocale(row.name, locale),
    nameEn: row.name.en,
    dialCode: row.dialCode,
  }));
}
