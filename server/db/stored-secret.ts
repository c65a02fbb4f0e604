import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { meta } from './schema/meta';

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A random secret generated once per database and kept in it (meta), so every server instance on the same
 * database agrees on it. Once written it never changes, so remembering it per database is safe.
 */
export function storedSecret(db: Db, key: string, now: Date): Promise<string> {
  return storedOnce(db, key, now, () => randomBytes(32).toString('base64url'));
}

/** A value made once per database by `create` and kept in meta: the first instance to write it wins. */
export function storedOnce(db: Db, key: string, now: Date, create: () => string): Promise<string> {
  const known = cache.get(db) ?? new Map<string, Promise<string>>();
  cache.set(db, known);
  let secret = known.get(key);
  if (!secret) {
    secret = loadOrCreate(db, key, now, create);
    secret.catch(() => known.delete(key));
    known.set(key, secret);
  }
  return secret;
}

async function loadOrCreate(db: Db, key: string, now: Date, create: () => string): Promise<string> {
  // Several instances may start at once: the first insert wins and everyone reads the winner.
  await db.insert(meta).values({ key, value: create(), updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, key));
  return row!.value;
}
