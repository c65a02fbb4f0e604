import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { demoPeopleOn, loadConfig } from '../../config';
import { TEST_NOW } from '../../testing/test-now';
import { migrateDatabase, wrapPglite } from '../client';
import { members, memberCredentials } from '../schema/accounts';
import { infoTopics } from '../schema/content';
import { flightSchedules, routes } from '../schema/schedule';
import { walletTransactions } from '../schema/wallet';
import { seedIfEmpty } from './index';

describe('demo members', () => {
  it('belong to the embedded database or an explicit DEMO_DATA=on, never to a plain PostgreSQL deployment', () => {
    const postgres = 'postgres://site@db/airline';
    expect(demoPeopleOn(loadConfig({}))).toBe(true);
    expect(demoPeopleOn(loadConfig({ DEMO_DATA: 'off' }))).toBe(false);
    expect(demoPeopleOn(loadConfig({ DATABASE_URL: postgres }))).toBe(false);
    expect(demoPeopleOn(loadConfig({ DATABASE_URL: postgres, DEMO_DATA: 'on' }))).toBe(true);
  });

  it('a seed without them has the reference data and no people, credentials or wallet money', async () => {
    const database = wrapPglite(new PGlite());
    try {
      await migrateDatabase(database);
      const { db } = database;
      expect(await seedIfEmpty(db, manualClock(TEST_NOW), { demoPeople: false })).toBe(true);
      const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
      expect(await rows(routes)).toBeGreaterThan(10);
      expect(await rows(flightSchedules)).toBeGreaterThan(10);
      expect(await rows(infoTopics)).toBeGreaterThan(10);
      expect(await rows(members)).toBe(0);
      expect(await rows(memberCredentials)).toBe(0);
      expect(await rows(walletTransactions)).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
