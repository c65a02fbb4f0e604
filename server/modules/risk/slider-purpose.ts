import { createHmac } from 'node:crypto';
import { type Attempt, normalizeSubject } from './attempt-log';
import type { RiskContext } from './risk-context';
import type { GuardedAction } from './risk-rules';
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

/** The actions whose subject is a mobile that gets an SMS: a script's passes for one mobile are capped. */
const CAPPED_PER_SUBJECT: ReadonlySet<string> = new Set<GuardedAction>(['smsCode', 'feedback']);

/**
 * Whether passes for this purpose are capped per subject: only where each pass would send a mobile an SMS. A
 * login account's passes are never capped, or strangers solving sliders for it could keep its owner out (and
 * a mobile's owner is exempt on their own device: slider-owner-device.ts).
 */
export function purposeCappedPerSubject(purpose: string | null): boolean {
  return CAPPED_PER_SUBJECT.has(purpose?.split('.')[0] ?? '');
}
