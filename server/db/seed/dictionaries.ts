import { LETTER_NUMBERS, LOOKUP_TABLES, LOOKUPS, MONTHS, lookupLabelKey } from '../../../contract/lookups';
import type { Db } from '../client';
import { dictionaryEntries } from '../schema/content';

/** The lookups of spec 3 as rows: translated tables by label key, letters and months by their literal label. */
export async function seedDictionaries(db: Db): Promise<void> {
  const translated = LOOKUP_TABLES.flatMap((table) =>
    LOOKUPS[table].map((value, index) => ({
      dictType: table,
      value,
      labelKey: lookupLabelKey(table, value),
      label: null,
      sortOrder: index + 1,
    })),
  );
  const letters = Object.entries(LETTER_NUMBERS).map(([letter, number]) => ({
    dictType: 'letterNumber',
    value: String(number),
    labelKey: null,
    label: letter,
    sortOrder: number,
  }));
  const months = MONTHS.map((month, index) => ({
    dictType: 'month',
    value: month,
    labelKey: null,
    label: month,
    sortOrder: index + 1,
  }));
  await db.insert(dictionaryEntries).values([...translated, ...letters, ...months]);
}
