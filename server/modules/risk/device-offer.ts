import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { riskDevices, riskTokens } from '../../db/schema/risk';
import type { RiskContext } from './risk-context';
import { RISK_TOKEN_TTL_MS } from './risk-rules';
import { riskSecret } from './risk-secret';

/**
 * A device fingerprint handed out with the page's HTML, so a first visit's parallel calls all start with the
 * same one instead of each bouncing off '003' and getting a device of its own (issue 20). It is signed, not
 * stored: serving a page writes nothing, and the device is registered by the first call that presents it.
 * An offer older than this is refused like any unknown fingerprint ('003').
 */
export const DEVICE_OFFER_TTL_MS = 60 * 60 * 1000;
const LABEL = 'device-offer\n';
const OFFER_DFP = /^o([0-9a-z]{1,12})\.[A-Za-z0-9_-]{24}$/;

export interface DeviceOffer {
  dfp: string;
  token: string;
}

function sign(secret: Buffer, dfp: string): string {
  return createHmac('sha256', secret)
    .update(LABEL + dfp)
    .digest('base64url');
}

export async function offerDevice(db: Db, config: Config, now: Date): Promise<DeviceOffer> {
  const dfp = `o${now.getTime().toString(36)}.${randomBytes(18).toString('base64url')}`;
  return { dfp, token: sign(await riskSecret(db, config), dfp) };
}

/**
 * Registers a device offered with a page when a call presents it, fresh and with its own signature; several
 * first calls may present it at once, so the inserts tolerate each other. False for anything else.
 */
export async function adoptOfferedDevice(context: RiskContext): Promise<boolean> {
  const { dfp, token } = context.headers;
  const issuedAt = Number.parseInt(OFFER_DFP.exec(dfp)?.[1] ?? '', 36);
  const now = context.clock.now().getTime();
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now || now - issuedAt > DEVICE_OFFER_TTL_MS) return false;
  const expected = Buffer.from(sign(await riskSecret(context.db, context.config), dfp));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await context.db
    .insert(riskDevices)
    .values({ dfp, createdAt: new Date(issuedAt) })
    .onConflictDoNothing();
  await context.db
    .insert(riskTokens)
    .values({ token, dfp, expiresAt: new Date(issuedAt + RISK_TOKEN_TTL_MS) })
    .onConflictDoNothing();
  return true;
}
