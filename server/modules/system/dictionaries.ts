import { asc, eq } from 'drizzle-orm';
import type { Dictionary } from '../../../contract/calls/content';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import { dictionaryEntries } from '../../db/schema/content';
import { translate } from '../../i18n';

/** The lookups of spec 3 from the database, labels in the request's language; one type or all of them. */
export async function queryDictionaries(db: Db, locale: Locale, dictType?: string): Promise<Dictionary[]> {
  const rows = await db
    .select()
    .from(dictionaryEntries)
    .where(dictType ? eq(dictionaryEntries.dictType, dictType) : undefined)
    .orderBy(asc(dictionaryEntries.dictType), asc(dictionaryEntries.sortOrder));
  const byType = new Map<string, Dictionary>();
  for (const row of rows) {
    const dictionary = byType.get(row.dictType) ?? { dictType: row.dictType, items: [] };
    dictionary.items.push({
      value: row.value,
      label: row.labelKey ? translate(locale, row.labelKey) : (row.label ?? row.value),
    });
    byType.set(row.dictType, dictionary);
  }
  return [...byType.values()];
}
