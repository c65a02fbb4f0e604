import { and, count, eq, gt, max, min, type SQL } from 'drizzle-orm';
import { riskSliderChallenges } from '../../db/schema/risk';
import { CallError } from '../../calls/call-error';
import type { RiskContext } from './risk-context';
import { isSubjectOwnersDevice } from './slider-owner-device';
import { purposeCappedPerSubject } from './slider-purpose';

/** Passes are capped per hour. */
export const SLIDER_PASS_CAP_WINDOW_MS = 60 * 60 * 1000;

/** Whose passes are counted: the device, the client address and, where capped, the purpose (a mobile's SMS). */
export interface PassKeys {
  dfp: string;
  address: string | null;
  purpose: string | null;
}

/**
 * Why `keys` may earn no pass now, or undefined. One pass buys one attempt, so a script that solves puzzles
 * must not earn them at machine speed: each device, address and mobile earns at most its hourly cap
 * (config SLIDER_PASSES_PER_*_PER_HOUR), and a device waits SLIDER_PASS_SPACING_SECONDS between two passes.
 * Earning a pass checks this under the keys' locks (slider-challenge.ts), so racing answers are counted in turn.
 * The subject's owner, on a device that has logged in as them, is held only to their own device's caps.
 */
export async function passLimitRefusal(context: RiskContext, keys: PassKeys): Promise<CallError | undefined> {
  const now = context.clock.now().getTime();
  const { config } = context;
  const spacingMs = config.SLIDER_PASS_SPACING_SECONDS * 1000;
  const latest = await latestPassOfDevice(context, keys.dfp);
  if (latest && now - latest.getTime() < spacingMs) {
    const seconds = Math.ceil((latest.getTime() + spacingMs - now) / 1000);
    return new CallError('1401', 'risk.reason.sliderPassTooSoon', { seconds });
  }
  const caps: [SQL, number][] = [[eq(riskSliderChallenges.dfp, keys.dfp), config.SLIDER_PASSES_PER_DEVICE_PER_HOUR]];
  const byOwner = keys.purpose !== null && (await isSubjectOwnersDevice(context, keys.dfp, keys.purpose));
  if (keys.address && !byOwner)
    caps.push([eq(riskSliderChallenges.address, keys.address), config.SLIDER_PASSES_PER_ADDRESS_PER_HOUR]);
  if (keys.purpose && !byOwner && purposeCappedPerSubject(keys.purpose))
    caps.push([eq(riskSliderChallenges.purpose, keys.purpose), config.SLIDER_PASSES_PER_MOBILE_PER_HOUR]);
  for (const [whose, cap] of caps) {
    const { passes, oldest } = await passesInLastHour(context, whose);
    if (passes < cap) continue;
    const minutes = Math.max(1, Math.ceil((oldest!.getTime() + SLIDER_PASS_CAP_WINDOW_MS - now) / 60_000));
    return new CallError('1401', 'risk.reason.tooManySliderPasses', { minutes });
  }
  return undefined;
}

async function passesInLastHour(context: RiskContext, whose: SQL) {
  const since = new Date(context.clock.now().getTime() - SLIDER_PASS_CAP_WINDOW_MS);
  const [row] = await context.db
    .select({ passes: count(), oldest: min(riskSliderChallenges.answeredAt) })
    .from(riskSliderChallenges)
    .where(and(whose, eq(riskSliderChallenges.outcome, 'passed'), gt(riskSliderChallenges.answeredAt, since)));
  return { passes: Number(row?.passes ?? 0), oldest: row?.oldest ?? undefined };
}

async function latestPassOfDevice(context: RiskContext, dfp: string): Promise<Date | undefined> {
  const [row] = await context.db
    .select({ latest: max(riskSliderChallenges.answeredAt) })
    .from(riskSliderChallenges)
    .where(and(eq(riskSliderChallenges.dfp, dfp), eq(riskSliderChallenges.outcome, 'passed')));
  return row?.latest ?? undefined;
}
