import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { riskSecrets } from '../../db/schema/risk';

const SLIDER_SECRET = 'slider-pass-hmac';
// A stored secret never changes once written, so remembering it per database is safe across instances.
const known = new WeakMap<Db, Buffer>();

/**
 * The risk engine's HMAC key (slider passes, device offers: each signs under its own label): RISK_SECRET from
 * config, else one generated once and kept in the DB.
 */
export async function riskSecret(db: Db, config: Config): Promise<Buffer> {
  if (config.RISK_SECRET) return Buffer.from(config.RISK_SECRET, 'utf8');
  const remembered = known.get(db);
  if (remembered) return remembered;
  // Several instances may race here: the first insert wins and everyone reads the winner.
  await db
    .insert(riskSecrets)
    .values({ name: SLIDER_SECRET, value: randomBytes(32).toString('base64url'), createdAt: new Date() })
    .onConflictDoNothing();
  const [row] = await db.select().from(riskSecrets).where(eq(riskSecrets.name, SLIDER_SECRET));
  const secret = Buffer.from(row!.value, 'base64url');
  known.set(db, secret);
  return secret;
}
