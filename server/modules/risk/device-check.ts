import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { riskDevices, riskTokens } from '../../db/schema/risk';
import { RiskError } from '../../calls/call-error';
import type { RiskContext } from './risk-context';
import { RISK_TOKEN_TTL_MS } from './risk-rules';

/**
 * The app-level check of every API call: a device the server has not issued gets '003' with a new dfp
 * and token; a known device whose token is missing, foreign or expired gets '004' with a fresh token.
 */
export async function checkDevice(context: RiskContext): Promise<void> {
  const { db, headers } = context;
  if (!headers.dfp) throw await registerDevice(context);
  const [device] = await db
    .select({ dfp: riskDevices.dfp, tokenExpiresAt: riskTokens.expiresAt })
    .from(riskDevices)
    .leftJoin(riskTokens, and(eq(riskTokens.dfp, riskDevices.dfp), eq(riskTokens.token, headers.token)))
    .where(eq(riskDevices.dfp, headers.dfp));
  if (!device) throw await registerDevice(context);
  if (!device.tokenExpiresAt || device.tokenExpiresAt <= context.clock.now()) {
    throw new RiskError('004', { token: await issueToken(context, device.dfp) });
  }
}

async function registerDevice(context: RiskContext): Promise<RiskError> {
  const dfp = randomValue();
  await context.db.insert(riskDevices).values({ dfp, createdAt: context.clock.now() });
  return new RiskError('003', { dfp, token: await issueToken(context, dfp) });
}

async function issueToken(context: RiskContext, dfp: string): Promise<string> {
  const now = context.clock.now();
  const token = randomValue();
  await context.db.delete(riskTokens).where(and(eq(riskTokens.dfp, dfp), lte(riskTokens.expiresAt, now)));
  await context.db.insert(riskTokens).values({ token, dfp, expiresAt: new Date(now.getTime() + RISK_TOKEN_TTL_MS) });
  return token;
}

function randomValue(): string {
  return randomBytes(18).toString('base64url');
}
