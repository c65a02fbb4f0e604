import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryChanges } from '../../db/schema/inventory-changes';
import { SLOW_SEED_TIMEOUT_MS, suiteApp } from '../../testing/suite-app';
import { sweepPastInventoryChanges } from './inventory-changes-sweep';

describe('the sweep of past inventory changes', () => {
  const test = suiteApp({ now: '2026-06-10T04:00:00Z' }, { setupTimeoutMs: SLOW_SEED_TIMEOUT_MS });

  it('removes the days before yesterday and keeps yesterday, the days on sale and fare changes', async () => {
    const { db } = test.database;
    await db.delete(inventoryChanges);
    const days = ['2026-06-07', '2026-06-08', '2026-06-09', '2026-06-10', '2026-07-01', null];
    await db.insert(inventoryChanges).values(days.map((flightDate) => ({ flightDate })));
    expect(await sweepPastInventoryChanges(db, test.clock)).toBe(2);
    const left = await db
      .select({ flightDate: inventoryChanges.flightDate })
      .from(inventoryChanges)
      .orderBy(asc(inventoryChanges.flightDate));
    expect(left.map((row) => row.flightDate)).toEqual(['2026-06-09', '2026-06-10', '2026-07-01', null]);
  });
});
