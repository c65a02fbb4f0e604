import { createHmac } from 'node:crypto';
import { type Attempt, normalizeSubject } from './attempt-log';
import type { RiskContext } from './risk-context';
import { ACTION_RULES, type GuardedAction } from './risk-rules';
import { riskSecret } from './risk-secret';

/** `<action>.<keyed hash of the subject>`: readable action, the mobile or account never in a URL or a log. */
export const SLIDER_PURPOSE_PATTERN = /^[a-zA-Z]{1,20}\.[\w-]{22}$/;

/**
 * What a slider pass is for: one action on one subject (this login account, an SMS code to this mobile). The
 * '002' reply puts it in the slider page's address, the puzzle and its pass carry it, and the guard spends a
 * pass only on the attempt it was earned for. Keyed with the risk secret, so nobody can make one for a subject
 * without asking the server for that attempt.
 */
export async function sliderPurpose(context: RiskContext, attempt: Attempt): Promise<string> {
  const secret = await riskSecret(context.db, context.config);
  const subject = normalizeSubject(attempt.subject);
  const hash = createHmac('sha256', secret)
    .update(`slider-purpose|${attempt.action}|${subject}`)
    .digest('base64url')
    .slice(0, 22);
  return `${attempt.action}.${hash}`;
}

/**
 * Whether passes for this purpose are capped per subject: only for actions whose subject (a mobile that gets
 * SMS) may already be refused after too many attempts. A login account's passes are never capped, or strangers
 * solving sliders for it could keep its owner out.
 */
export function purposeCappedPerSubject(purpose: string | null): boolean {
  const action = purpose?.split('.')[0] as GuardedAction | undefined;
  return action !== undefined && Object.hasOwn(ACTION_RULES, action) && ACTION_RULES[action].lock !== undefined;
}
