import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Clock } from '../clock';
import { migrateDatabase, openPostgres, wrapPglite, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed/index';
import { ensureFlightsAhead } from '../flight-calendar/ensure-flights-ahead';
import { runAdmin, withDatabase } from './seeded-template';
import { TEST_NOW } from './test-now';

/**
 * A fresh, migrated and seeded database per caller, copied from the template the global setup seeded
 * once for TEST_NOW's day: a PGlite data directory tarball, or (with TEST_DATABASE_URL, as in CI) a
 * template database on a real PostgreSQL server. A clock on another day still gets flights for its own
 * next 90 days, as a server started that day would.
 */
export async function openTestDatabase(clock: Clock): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await copyPostgresTemplate(serverUrl) : await loadPgliteTemplate(clock);
  if (!sameDay(clock, TEST_NOW)) await ensureFlightsAhead(database.db, clock);
  return database;
}

let templateTar: Blob | undefined;

async function loadPgliteTemplate(clock: Clock): Promise<Database> {
  const file = inject('pgliteTemplateFile');
  if (!file) return seedFreshPglite(clock);
  templateTar ??= new Blob([readFileSync(file)]);
  const client = await PGlite.create({ loadDataDir: templateTar });
  return wrapPglite(client);
}

/** Without the global setup (a single file run outside the node project), seed from scratch. */
async function seedFreshPglite(clock: Clock): Promise<Database> {
  const database = wrapPglite(new PGlite());
  await migrateDatabase(database);
  await seedIfEmpty(database.db, clock, { demoPeople: true });
  return database;
}

async function copyPostgresTemplate(serverUrl: string): Promise<Database> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await runAdmin(serverUrl, [`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`]);
  const database = openPostgres(withDatabase(serverUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropTestDatabase(serverUrl, name);
    },
  };
}

/**
 * Drops a test's database once its own pool has ended. A connection the server still has open a moment longer
 * (or another role's, which FORCE may not end) gets a few more tries; a copy left behind is only disk, so
 * cleaning up never fails the tests that ran on it.
 */
async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runAdmin(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      return;
    } catch (error) {
      if (attempt === 5) {
        console.warn(`test database ${name} left behind: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function sameDay(clock: Clock, iso: string): boolean {
  return clock.now().toISOString().slice(0, 10) === iso.slice(0, 10);
}
