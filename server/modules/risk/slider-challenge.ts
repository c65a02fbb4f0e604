import { randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SliderVerifyInput } from '../../../contract/risk';
import { riskSliderChallenges } from '../../db/schema/risk';
import type { RiskContext } from './risk-context';
import {
  SLIDER_CHALLENGE_TTL_MS,
  SLIDER_FAILURE_WINDOW_MS,
  SLIDER_PASS_TTL_MS,
  SLIDER_PIECE_PX,
  SLIDER_TRACK_PX,
} from './risk-rules';
import { readSliderPass, signSliderPass } from './slider-pass';
import { drawSliderPictures, type SliderPictures } from './slider-picture';
import { riskSecret } from './risk-secret';
import { isHumanDragToGap } from './slider-track';
import { passLimitRefusal, SLIDER_PASS_CAP_WINDOW_MS, type PassKeys } from './slider-pass-limits';
import { inTransactionLockedOn } from '../../shared/transaction-locks';
import { sliderPurpose } from './slider-purpose';
import type { Attempt } from './attempt-log';

/** What the page shows of a puzzle: its id and its pictures. The gap's offset stays in the database. */
export interface SliderChallenge extends SliderPictures {
  id: string;
}

/** A new puzzle for one device (its pass for `purpose`): the gap sits where the piece can only reach by a real drag. */
export async function createChallenge(
  context: RiskContext,
  dfp: string,
  purpose: string | null,
): Promise<SliderChallenge> {
  const now = context.clock.now();
  // Old puzzles of this device matter no more once past the windows that count them: clear them as new ones come.
  const keptMs = Math.max(SLIDER_FAILURE_WINDOW_MS, SLIDER_PASS_CAP_WINDOW_MS);
  await context.db
    .delete(riskSliderChallenges)
    .where(
      and(eq(riskSliderChallenges.dfp, dfp), lt(riskSliderChallenges.expiresAt, new Date(now.getTime() - keptMs))),
    );
  const id = randomBytes(16).toString('base64url');
  const targetOffset = randomInt(SLIDER_PIECE_PX + 20, SLIDER_TRACK_PX - SLIDER_PIECE_PX);
  const pictures = await drawSliderPictures(targetOffset);
  await context.db.insert(riskSliderChallenges).values({
    id,
    targetOffset,
    dfp,
    purpose,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + SLIDER_CHALLENGE_TTL_MS),
  });
  return { id, ...pictures };
}

export type AnswerVerdict =
  { passed: true; pass: string } | { passed: false; reason: 'unknown' | 'expired' | 'notMatched' };

/**
 * Each challenge takes one answer (claimed atomically), so a wrong guess cannot be followed by another.
 * Every failed check answers the same 'notMatched': a robot learns nothing about which rule it broke.
 * A right answer past a pass cap or too soon after the device's last pass throws that refusal ('1401').
 */
export async function answerChallenge(context: RiskContext, answer: SliderVerifyInput): Promise<AnswerVerdict> {
  const now = context.clock.now();
  const [challenge] = await context.db
    .update(riskSliderChallenges)
    .set({ answeredAt: now, address: context.request.ip || null })
    .where(
      and(
        eq(riskSliderChallenges.id, answer.challengeId),
        eq(riskSliderChallenges.dfp, context.headers.dfp),
        isNull(riskSliderChallenges.answeredAt),
      ),
    )
    .returning();
  if (!challenge) return { passed: false, reason: 'unknown' };
  const fresh = challenge.expiresAt > now;
  const passed = fresh && isHumanDragToGap(answer, challenge.targetOffset);
  if (!passed) {
    await context.db
      .update(riskSliderChallenges)
      .set({ outcome: 'failed' })
      .where(eq(riskSliderChallenges.id, challenge.id));
    return { passed: false, reason: fresh ? 'notMatched' : 'expired' };
  }
  const refusal = await earnPassWithinCaps(context, challenge);
  if (refusal) throw refusal;
  const secret = await riskSecret(context.db, context.config);
  const pass = signSliderPass(
    {
      challengeId: challenge.id,
      dfp: challenge.dfp,
      purpose: challenge.purpose ?? '',
      expiresAt: now.getTime() + SLIDER_PASS_TTL_MS,
    },
    secret,
  );
  return { passed: true, pass };
}

/**
 * Marks a right answer 'passed', or 'refused' past a cap. Answers sharing a device, address or purpose are
 * counted one after another under those keys' locks, so racing answers neither slip past a cap together nor
 * all refuse each other.
 */
async function earnPassWithinCaps(context: RiskContext, challenge: PassKeys & { id: string }) {
  const keys = [`slider-pass:dfp:${challenge.dfp}`, `slider-pass:address:${challenge.address}`];
  if (challenge.purpose) keys.push(`slider-pass:purpose:${challenge.purpose}`);
  return inTransactionLockedOn(context.db, keys, async (tx) => {
    const refusal = await passLimitRefusal({ ...context, db: tx }, challenge);
    await tx
      .update(riskSliderChallenges)
      .set({ outcome: refusal ? 'refused' : 'passed' })
      .where(eq(riskSliderChallenges.id, challenge.id));
    return refusal;
  });
}

export async function recentSliderFailures(context: RiskContext, dfp: string): Promise<number> {
  const since = new Date(context.clock.now().getTime() - SLIDER_FAILURE_WINDOW_MS);
  const [row] = await context.db
    .select({ total: count() })
    .from(riskSliderChallenges)
    .where(
      and(
        eq(riskSliderChallenges.dfp, dfp),
        eq(riskSliderChallenges.outcome, 'failed'),
        gt(riskSliderChallenges.answeredAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

export type PassVerdict = 'accepted' | 'forged' | 'otherDevice' | 'otherPurpose' | 'expired' | 'used';

/** Checks signature, device, purpose and expiry, then marks the pass used; only one request can ever win that. */
export async function consumeSliderPass(context: RiskContext, value: string, attempt: Attempt): Promise<PassVerdict> {
  const pass = readSliderPass(value, await riskSecret(context.db, context.config));
  if (!pass) return 'forged';
  if (pass.dfp !== context.headers.dfp) return 'otherDevice';
  if (pass.purpose !== (await sliderPurpose(context, attempt))) return 'otherPurpose';
  const now = context.clock.now();
  if (pass.expiresAt <= now.getTime()) return 'expired';
  const [claimed] = await context.db
    .update(riskSliderChallenges)
    .set({ passUsedAt: now })
    .where(
      and(
        eq(riskSliderChallenges.id, pass.challengeId),
        eq(riskSliderChallenges.outcome, 'passed'),
        isNull(riskSliderChallenges.passUsedAt),
      ),
    )
    .returning({ id: riskSliderChallenges.id });
  return claimed ? 'accepted' : 'used';
}
