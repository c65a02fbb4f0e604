import { SLIDER_PAGE_PATH } from '../../../contract/risk';
import { RiskError } from '../../calls/call-error';
import { translate, type MessageParams } from '../../i18n';
import { countAttempts, forgiveSubjectFailures, logAttempt, type Attempt } from './attempt-log';
import type { RiskContext } from './risk-context';
import { activeBlockReason } from './risk-blocks';
import { ACTION_RULES, delayAfter, SLIDER_FAILURE_LIMIT, type ActionRule, type AttemptScope } from './risk-rules';
import { consumeSliderPass, recentSliderFailures } from './slider-challenge';
import { sliderPurpose } from './slider-purpose';

export type { Attempt } from './attempt-log';
export type { RiskContext } from './risk-context';

/**
 * Call before a guarded attempt (a login, an SMS code request). Throws:
 * '1404' when the device or subject is blocked, or the subject is locked by too many attempts (feedback only);
 * '1401' when the device failed the slider too often lately, or the device or address must wait after its
 *   latest failures (the growing delay);
 * '002' when the attempt needs a solved slider and the request carries no pass;
 * '005' when it carries a pass that is forged, for another device, expired or already used.
 * A valid pass is consumed: it allows exactly one attempt. No rule keys a wait or a lock on a login account
 * alone, nor a login wait on an address: the right password with a solved slider always gets its owner in,
 * whatever strangers tried, from wherever.
 */
export async function guardAttempt(context: RiskContext, attempt: Attempt): Promise<void> {
  const { dfp } = context.headers;
  const blockReason = await activeBlockReason(context.db, context.clock.now(), { dfp, subject: attempt.subject });
  if (blockReason) throw refusal(context, '1404', blockReason);
  const rule = ACTION_RULES[attempt.action];
  if (rule.lock && (await countAttempts(context, attempt, rule.lock.windowMs)).subject.count >= rule.lock.from) {
    throw refusal(context, '1404', 'risk.reason.tooManyAttempts');
  }
  if (dfp && (await recentSliderFailures(context, dfp)) >= SLIDER_FAILURE_LIMIT)
    throw refusal(context, '1401', 'risk.reason.tooManySliderFailures');
  if (rule.delay) await assertSourceHasWaited(context, attempt, rule.delay);
  const counts = await countAttempts(context, attempt, rule.windowMs);
  const needsSlider = (Object.keys(rule.sliderFrom) as AttemptScope[]).some(
    (scope) => counts[scope].count >= rule.sliderFrom[scope],
  );
  if (!needsSlider) return;
  if (!context.headers.adsRiskParam) throw await sliderRequired(context, attempt);
  const verdict = await consumeSliderPass(context, context.headers.adsRiskParam, attempt);
  if (verdict !== 'accepted') throw refusal(context, '005', `risk.reason.pass.${verdict}`);
}

/** The growing delay: a device or address past its limit waits after each further attempt, longer each time. */
async function assertSourceHasWaited(
  context: RiskContext,
  attempt: Attempt,
  delay: NonNullable<ActionRule['delay']>,
): Promise<void> {
  const tallies = await countAttempts(context, attempt, delay.windowMs);
  const now = context.clock.now().getTime();
  const waitUntil = Math.max(
    0,
    ...(Object.entries(delay.from) as [AttemptScope, number][]).map(([scope, from]) => {
      const { count, latest } = tallies[scope];
      return latest ? latest.getTime() + delayAfter(delay, from, count) : 0;
    }),
  );
  if (waitUntil <= now) return;
  const seconds = Math.ceil((waitUntil - now) / 1000);
  throw seconds < 60
    ? refusal(context, '1401', 'risk.reason.waitSeconds', { seconds })
    : refusal(context, '1401', 'risk.reason.waitMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** A failed attempt: a wrong password or code, a refused SMS request. */
export async function recordAttemptFailure(context: RiskContext, attempt: Attempt): Promise<void> {
  await logAttempt(context, attempt, 'failure');
}

/** A successful attempt: a login forgives the subject's failures; an SMS code sent counts as a request. */
export async function recordAttemptSuccess(context: RiskContext, attempt: Attempt): Promise<void> {
  if (ACTION_RULES[attempt.action].counts.includes('success')) await logAttempt(context, attempt, 'success');
  else await forgiveSubjectFailures(context, attempt);
}

/**
 * adsData.url ends in `dfp=`: the client appends its fingerprint (spec 4: address from adsData plus dfp). It
 * names the attempt's purpose, so the pass earned there is good for this attempt only.
 */
export async function sliderRequired(context: RiskContext, attempt: Attempt): Promise<RiskError> {
  const purpose = await sliderPurpose(context, attempt);
  const url = `${SLIDER_PAGE_PATH}?lang=${context.locale}&purpose=${purpose}&dfp=`;
  return new RiskError('002', { url, dfp: context.headers.dfp });
}

function refusal(
  context: RiskContext,
  code: '005' | '1401' | '1404' | '1500',
  reasonKey: string,
  params: MessageParams = {},
): RiskError {
  return new RiskError(code, translate(context.locale, reasonKey, params));
}
