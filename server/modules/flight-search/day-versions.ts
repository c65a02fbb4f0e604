import type { Db } from '../../db/client';
import { runPrepared, type PreparedStatement } from '../../db/prepared-statement';

/**
 * The version of each day asked: how many committed statements have changed its flights, their seats or any
 * fare (triggers note each in inventory_changes in the writer's transaction; rows are only added).
 */
const dayVersionsQuery: PreparedStatement = {
  name: 'inventory_day_versions_v1',
  parameterTypes: ['text[]'],
  text: `SELECT asked.day AS date,
           (SELECT count(*)::int FROM inventory_changes
             WHERE flight_date = asked.day::date OR flight_date IS NULL) AS version
         FROM unnest($1::text[]) AS asked(day)`,
};

interface Asker {
  resolve: (version: number) => void;
  reject: (error: unknown) => void;
}

/** The days asked for in this turn of the event loop, per database, and who waits for each. */
const gathering = new WeakMap<Db, Map<string, Asker[]>>();

/**
 * A day's inventory version as committed now. Under load many searches arrive in one turn of the event
 * loop: their days are read by one query at the end of the turn instead of one each. Every asker arrived
 * before that query was sent, so each still sees every change committed before it asked.
 */
export function dayVersion(db: Db, date: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let days = gathering.get(db);
    if (!days) {
      gathering.set(db, (days = new Map()));
      setImmediate(() => void readVersions(db));
    }
    const askers = days.get(date) ?? [];
    askers.push({ resolve, reject });
    days.set(date, askers);
  });
}

async function readVersions(db: Db): Promise<void> {
  const days = gathering.get(db)!;
  gathering.delete(db);
  try {
    const rows = await runPrepared<{ date: string; version: number }>(db, dayVersionsQuery, [[...days.keys()]]);
    const versions = new Map(rows.map((row) => [row.date, row.version]));
    for (const [date, askers] of days) for (const asker of askers) asker.resolve(versions.get(date) ?? 0);
  } catch (error) {
    for (const askers of days.values()) for (const asker of askers) asker.reject(error);
  }
}
