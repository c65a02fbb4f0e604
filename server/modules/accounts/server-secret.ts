import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CallContext } from '../../calls/call';
import type { Db } from '../../db/client';
import { meta } from '../../db/schema/meta';

const SECRET_KEY = 'accounts_jwt_secret';
const cache = new WeakMap<Db, Promise<Uint8Array>>();

/**
 * The key that signs session JWTs and check-code hashes: JWT_SECRET from config, else one generated once
 * and stored in the database, so every server instance on the same database agrees on it.
 */
export function serverSecret(context: Pick<CallContext, 'db' | 'config' | 'clock'>): Promise<Uint8Array> {
  if (context.config.JWT_SECRET) return Promise.resolve(new TextEncoder().encode(context.config.JWT_SECRET));
  let secret = cache.get(context.db);
  if (!secret) {
    secret = loadOrCreate(context.db, context.clock.now());
    secret.catch(() => cache.delete(context.db));
    cache.set(context.db, secret);
  }
  return secret;
}

async function loadOrCreate(db: Db, now: Date): Promise<Uint8Array> {
  const candidate = randomBytes(32).toString('base64url');
  // Several instances may start at once: the first insert wins and everyone reads the winner.
  await db.insert(meta).values({ key: SECRET_KEY, value: candidate, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, SECRET_KEY));
  return new TextEncoder().encode(row!.value);
}
