import { and, lt, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { riskAttempts, riskDevices, riskSliderChallenges, riskTokens } from '../../db/schema/risk';
import { LONGEST_ATTEMPT_WINDOW_MS, RISK_TOKEN_TTL_MS } from './risk-rules';

const DAY = 24 * 60 * 60 * 1000;
/** A device whose last token was issued longer ago than this is forgotten: it would be asked for a new one anyway. */
export const DEVICE_FORGOTTEN_AFTER_MS = 30 * DAY;
/** Attempts and slider challenges are only ever read inside their windows; keep a day beyond the longest. */
const ATTEMPTS_KEPT_MS = LONGEST_ATTEMPT_WINDOW_MS + DAY;
const CHALLENGES_KEPT_MS = DAY;

/**
 * Every call without a fingerprint makes a device row, so a flood of first calls would grow the risk tables
 * for ever; this sweep (a background job) removes what no rule can read any more.
 */
export async function sweepRiskRecords(
  db: Db,
  clock: Clock,
): Promise<{ devices: number; attempts: number; challenges: number }> {
  const now = clock.now().getTime();
  const lastTokenBefore = new Date(now - DEVICE_FORGOTTEN_AFTER_MS + RISK_TOKEN_TTL_MS);
  const devices = await db
    .delete(riskDevices)
    .where(
      and(
        lt(riskDevices.createdAt, new Date(now - DEVICE_FORGOTTEN_AFTER_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(riskTokens)
            .where(
              and(sql`${riskTokens.dfp} = ${riskDevices.dfp}`, sql`${riskTokens.expiresAt} >= ${lastTokenBefore}`),
            ),
        ),
      ),
    )
    .returning({ dfp: riskDevices.dfp });
  const attempts = await db
    .delete(riskAttempts)
    .where(lt(riskAttempts.at, new Date(now - ATTEMPTS_KEPT_MS)))
    .returning({ id: riskAttempts.id });
  const challenges = await db
    .delete(riskSliderChallenges)
    .where(lt(riskSliderChallenges.expiresAt, new Date(now - CHALLENGES_KEPT_MS)))
    .returning({ id: riskSliderChallenges.id });
  return { devices: devices.length, attempts: attempts.length, challenges: challenges.length };
}
