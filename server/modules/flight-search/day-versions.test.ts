import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import type { Database } from '../../db/client';
import { inventoryChanges } from '../../db/schema/inventory-changes';
import { countStatements } from '../../testing/count-statements';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_NOW } from '../../testing/test-now';
import { dayVersion } from './day-versions';

describe("a day's inventory version", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(manualClock(TEST_NOW));
  }, 180_000);
  afterAll(() => database.close());

  const noteChange = (flightDate: string | null) => database.db.insert(inventoryChanges).values({ flightDate });

  it('rises with each change of its own day and of every day, not with another day’s', async () => {
    const [june4, june5] = await Promise.all([
      dayVersion(database.db, '2026-06-04'),
      dayVersion(database.db, '2026-06-05'),
    ]);
    await noteChange('2026-06-04');
    expect(await dayVersion(database.db, '2026-06-04')).toBe(june4 + 1);
    expect(await dayVersion(database.db, '2026-06-05')).toBe(june5);
    await noteChange(null);
    expect(await dayVersion(database.db, '2026-06-05')).toBe(june5 + 1);
  });

  it('reads the days asked for in one turn with one statement, each day its own version', async () => {
    const [june6, june7] = await Promise.all([
      dayVersion(database.db, '2026-06-06'),
      dayVersion(database.db, '2026-06-07'),
    ]);
    await noteChange('2026-06-06');
    const statements = countStatements(database.db, 'inventory_day_versions');
    try {
      const versions = await Promise.all([
        dayVersion(database.db, '2026-06-06'),
        dayVersion(database.db, '2026-06-07'),
        dayVersion(database.db, '2026-06-06'),
      ]);
      expect(statements.count()).toBe(1);
      expect(versions).toEqual([june6 + 1, june7, june6 + 1]);
    } finally {
      statements.stop();
    }
  });

  it('never answers a later asker from a read already on its way', async () => {
    const before = await dayVersion(database.db, '2026-06-08');
    const onItsWay = dayVersion(database.db, '2026-06-08');
    await new Promise((resolve) => setImmediate(resolve));
    await noteChange('2026-06-08');
    expect(await dayVersion(database.db, '2026-06-08')).toBe(before + 1);
    await onItsWay;
  });
});
