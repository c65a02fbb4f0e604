import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { recentPerDatabase } from './recent-per-database';

describe('what an instance remembers of recent callers', () => {
  it('keeps each database apart and forgets the oldest past its limit', () => {
    const [one, two] = [{} as Db, {} as Db];
    const recent = recentPerDatabase<number>(2);
    recent.set(one, 'a', 1);
    recent.set(one, 'b', 2);
    recent.set(two, 'a', 9);
    expect([recent.get(one, 'a'), recent.get(two, 'a')]).toEqual([1, 9]);
    recent.set(one, 'c', 3);
    expect([recent.get(one, 'a'), recent.get(one, 'b'), recent.get(one, 'c')]).toEqual([undefined, 2, 3]);
  });
});
