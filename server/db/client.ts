import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { dataDirError, reasonOf, unreachableDatabaseError } from '../startup-error';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL a session advisory lock, so of several
   * instances starting at once on one database, one migrates and seeds while the others wait, then find it
   * done. PGlite belongs to one process: nothing to wait for.
   */
  whileStartingUp<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL's pool at this moment (for the metrics); PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** The advisory lock key of start-up work (migrations, seed): any fixed number no other lock uses. */
const STARTUP_LOCK_KEY = 7_240_526_001;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL at DATABASE_URL (waiting up to connectSeconds for it to answer, as it may start after us),
 * or embedded PGlite under dataDir, and applies the migrations. Failures an operator can fix are StartupErrors.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  connectSeconds?: number;
  onRetry?: (reason: string) => void;
}): Promise<Database> {
  if (!options.databaseUrl) {
    const database = await openPgliteIn(options.dataDir);
    await migrateDatabase(database);
    return database;
  }
  const database = openPostgres(options.databaseUrl, options.poolSize);
  try {
    await untilAnswering(database, options.connectSeconds ?? 30, options.onRetry);
  } catch (error) {
    await database.close();
    throw unreachableDatabaseError(options.databaseUrl, options.connectSeconds ?? 30, error);
  }
  await database.whileStartingUp(() => migrateDatabase(database));
  return database;
}

/** Tries `select 1` every second until it answers or the time is up (then throws the last error). */
async function untilAnswering(database: Database, seconds: number, onRetry?: (reason: string) => void): Promise<void> {
  const giveUpAt = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await database.db.execute(sql`select 1`);
      return;
    } catch (error) {
      if (Date.now() + 1000 > giveUpAt) throw error;
      onRetry?.(reasonOf(error));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** PGlite reports a folder it cannot use in several ways (a file, no permission, a broken data directory). */
async function openPgliteIn(dataDir: string | undefined): Promise<Database> {
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir);
    return wrapPglite(client);
  } catch (error) {
    throw dataDirError(dataDir ?? '(in memory)', error);
  }
}

export function openPostgres(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // A connection the server ends (restart, failover, a dropped test database) emits 'error' on its client;
  // unheard, that event would crash the process. The query in flight, if any, still fails on its own.
  const reportLostConnection = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', reportLostConnection);
  pool.on('connect', (client) => client.on('error', reportLostConnection));
  const whileStartingUp = async <T>(work: () => Promise<T>): Promise<T> => {
    // A session lock lives on one connection: hold that one aside while the work uses the pool.
    const holder = await pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      holder.release();
    }
  };
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    whileStartingUp,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** dataDir undefined means in memory. */
export function openPglite(dataDir?: string): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(new PGlite(dataDir));
}

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    whileStartingUp: (work) => work(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}
