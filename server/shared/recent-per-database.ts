import type { Db } from '../db/client';

/**
 * What one instance remembers of its recent callers, kept apart per database (each test app has its own) and
 * bounded: past `limit` entries the oldest written is forgotten, and is simply looked up again if used.
 */
export function recentPerDatabase<Value>(limit: number) {
  const byDb = new WeakMap<Db, Map<string, Value>>();
  const entriesOf = (db: Db) => {
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new Map()));
    return entries;
  };
  return {
    get: (db: Db, key: string): Value | undefined => entriesOf(db).get(key),
    set(db: Db, key: string, value: Value): void {
      const entries = entriesOf(db);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
  };
}
