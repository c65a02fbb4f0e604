import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import type { Database } from './db/client';
import { databaseRateLimitStore, sweepRateLimitCounters } from './rate-limit-store';
import { openTestDatabase } from './testing/test-database';
import { TEST_NOW } from './testing/test-now';

describe('the rate limits kept in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(manualClock(TEST_NOW));
  });
  afterAll(() => database.close());

  const incr = (key: string, windowMs: number) => {
    const Store = databaseRateLimitStore(database.db);
    const store = new Store({});
    return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
    );
  };

  it('counts each call of a key in its window, with the time left, and each key apart', async () => {
    expect(await incr('address:192.0.2.1', 60_000)).toMatchObject({ current: 1 });
    expect(await incr('address:192.0.2.1', 60_000)).toMatchObject({ current: 2 });
    const third = await incr('address:192.0.2.1', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(50_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect(await incr('address:192.0.2.2', 60_000)).toMatchObject({ current: 1 });
  });

  it('counts 20 calls at once exactly', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => incr('member:m-1', 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the last has ended, and sweeps ended windows', async () => {
    await incr('address:192.0.2.3', 300);
    expect(await incr('address:192.0.2.3', 300)).toMatchObject({ current: 2 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await sweepRateLimitCounters(database.db)).toBeGreaterThanOrEqual(1);
    expect(await incr('address:192.0.2.3', 300)).toMatchObject({ current: 1 });
  });
});
