import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ad, Agreement, AgreementType } from '../../../contract/calls/content';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import { ads, agreements } from '../../db/schema/content';

export async function listAds(db: Db, locale: Locale, position = 'home'): Promise<Ad[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.position, position), eq(ads.active, true)))
    .orderBy(asc(ads.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    title: pickLocale(row.title, locale),
    alt: pickLocale(row.alt, locale),
    imageUrl: row.imagePath,
    link: row.link,
  }));
}

export async function listAgreements(db: Db, locale: Locale, types?: AgreementType[]): Promise<Agreement[]> {
  const rows = await db
    .select()
    .from(agreements)
    .where(types?.length ? inArray(agreements.type, types) : undefined)
    .orderBy(asc(agreements.type));
  return rows.map((row) => ({
    agreeType: row.type as AgreementType,
    title: pickLocale(row.title, locale),
    version: row.version,
    content: pickLocale(row.content, locale),
  }));
}
