import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Takes a lock on each key, held until the transaction ends. The keys are taken in one order, so two requests
 * sharing some keys never wait on each other crosswise (no deadlock).
 */
export async function lockKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Runs `work` in one transaction that first locks the keys: requests sharing a key run one after another, so
 * a count they check and the row they then write cannot be raced past (limits, caps, one-at-a-time changes).
 */
export function inTransactionLockedOn<T>(db: Db, keys: readonly string[], work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockKeys(tx, keys);
    return work(tx);
  });
}
