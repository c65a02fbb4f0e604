import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { storedSecret } from '../db/stored-secret';

const SECRET_KEY = 'accounts_jwt_secret';

/**
 * The key that signs session JWTs and check-code hashes: JWT_SECRET from config, else one generated once
 * and stored in the database, so every server instance on the same database agrees on it.
 */
export async function serverSecret(context: {
  db: Db;
  config: Pick<Config, 'JWT_SECRET'>;
  clock: Clock;
}): Promise<Uint8Array> {
  if (context.config.JWT_SECRET) return new TextEncoder().encode(context.config.JWT_SECRET);
  return new TextEncoder().encode(await storedSecret(context.db, SECRET_KEY, context.clock.now()));
}
