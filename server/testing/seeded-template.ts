import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Clock } from '../clock';
import { migrateDatabase, openPostgres, wrapPglite } from '../db/client';
import { seedIfEmpty } from '../db/seed/index';

/** Migrates and seeds an in-memory PGlite and returns its data directory as a tarball. */
export async function buildPgliteTemplate(clock: Clock): Promise<Uint8Array> {
  const client = new PGlite();
  try {
    const database = wrapPglite(client);
    await migrateDatabase(database);
    await seedIfEmpty(database.db, clock, { demoPeople: true });
    const dump = await client.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Makes (or remakes) a seeded template database on a real PostgreSQL server, so each test's database
 * is a fast `CREATE DATABASE … TEMPLATE` copy instead of migrating and seeding again.
 */
export async function buildPostgresTemplate(serverUrl: string, name: string, clock: Clock): Promise<void> {
  await runAdmin(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  const database = openPostgres(withDatabase(serverUrl, name));
  try {
    await migrateDatabase(database);
    await seedIfEmpty(database.db, clock, { demoPeople: true });
  } finally {
    await database.close();
  }
}

export async function runAdmin(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
