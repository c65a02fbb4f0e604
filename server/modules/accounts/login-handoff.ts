import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  LOGIN_HANDOFF_REFUSALS,
  LOGIN_HANDOFF_VALID_SECONDS,
  type IssueLoginHandoffData,
  type LoginData,
} from '../../../contract/calls/accounts';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { loginHandoffs, memberSessions } from '../../db/schema/accounts';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { openMemberSession } from './login-service';
import { findMemberById, type Member } from './member-store';
import { requireMember } from './sessions';

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * issueLoginHandoff: a one-time code with which this member's login carries over to another browser (the
 * app's "open on the website", a phone scanning the member centre's link). Only a live session issues one.
 */
export async function issueLoginHandoff(context: CallContext): Promise<IssueLoginHandoffData> {
  const identity = await requireMember(context);
  const code = randomBytes(32).toString('base64url');
  const now = context.clock.now();
  await context.db.insert(loginHandoffs).values({
    codeHash: hashOf(code),
    memberId: identity.memberId,
    issuedBySessionId: identity.sessionId,
    issuedOnChannel: context.headers.channel.slice(0, 20),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_HANDOFF_VALID_SECONDS * 1000),
  });
  return { code, validForSeconds: LOGIN_HANDOFF_VALID_SECONDS };
}

/**
 * loginByHandoff (/account/api): the code opens a session of the member who issued it, once. A code that is
 * unknown, expired, used, or whose issuing session has ended since opens nothing, and says which; its
 * failures count as failed logins of the device and address, as a wrong password does.
 */
export async function loginByHandoff(context: CallContext, code: string): Promise<LoginData> {
  const codeHash = hashOf(code);
  const attempt = { action: 'login', subject: `handoff:${codeHash}` } as const;
  await guardAttempt(context, attempt);
  const refusal = (await refusalOf(context, codeHash)) ?? (await claim(context, codeHash));
  if (typeof refusal === 'string') {
    await recordAttemptFailure(context, attempt);
    throw new CallError(LOGIN_HANDOFF_REFUSALS[refusal], `account.handoff.${refusal}`);
  }
  await recordAttemptSuccess(context, attempt);
  return openMemberSession(context, refusal, false);
}

type Refusal = keyof typeof LOGIN_HANDOFF_REFUSALS;

async function refusalOf(context: CallContext, codeHash: string): Promise<Refusal | undefined> {
  const [handoff] = await context.db
    .select({
      usedAt: loginHandoffs.usedAt,
      expiresAt: loginHandoffs.expiresAt,
      issuerRevokedAt: memberSessions.revokedAt,
      issuerExpiresAt: memberSessions.expiresAt,
    })
    .from(loginHandoffs)
    .innerJoin(memberSessions, eq(memberSessions.id, loginHandoffs.issuedBySessionId))
    .where(eq(loginHandoffs.codeHash, codeHash));
  const now = context.clock.now();
  if (!handoff) return 'invalid';
  if (handoff.usedAt) return 'used';
  if (handoff.expiresAt <= now) return 'expired';
  // Logged out, a new password, signed out elsewhere: what that session handed over ends with it.
  if (handoff.issuerRevokedAt || handoff.issuerExpiresAt <= now) return 'issuerEnded';
  return undefined;
}

/** The one-time use, as a conditional update: of two tabs opening the same link at once, one wins. */
async function claim(context: CallContext, codeHash: string): Promise<Member | Refusal> {
  const now = context.clock.now();
  const [claimed] = await context.db
    .update(loginHandoffs)
    .set({ usedAt: now })
    .where(and(eq(loginHandoffs.codeHash, codeHash), isNull(loginHandoffs.usedAt), gt(loginHandoffs.expiresAt, now)))
    .returning({ memberId: loginHandoffs.memberId });
  if (!claimed) return 'used';
  return (await findMemberById(context.db, claimed.memberId)) ?? 'invalid';
}
