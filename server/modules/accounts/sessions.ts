import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { CallContext } from '../../calls/call';
import { CallError, RiskError } from '../../calls/call-error';
import { memberSessions } from '../../db/schema/accounts';
import { translate } from '../../i18n';
import { recentPerDatabase } from '../../shared/recent-per-database';
import { serverSecret } from '../../shared/server-secret';
import { runPrepared, type PreparedStatement } from '../../db/prepared-statement';

const ISSUER = 'airline-website';
const AUDIENCE = 'airline-website-member';
const SESSION_TYPE = 'member-session+jwt';
const SESSION_HOURS = 12;

type RevokeReason = NonNullable<(typeof memberSessions.$inferSelect)['revokedReason']>;

export interface MemberIdentity {
  memberId: string;
  sessionId: string;
  jwtToken: string;
}

/** Opens a session row and signs its JWT (the row is what makes it revocable). */
export async function openSession(context: CallContext, memberId: string): Promise<string> {
  const now = context.clock.now();
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await context.db.insert(memberSessions).values({
    id: sessionId,
    memberId,
    deviceCode: context.headers.deviceCode,
    dfp: context.headers.dfp,
    userAgent: (context.request.headers['user-agent'] ?? '').slice(0, 300),
    clientAddress: context.request.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: SESSION_TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(memberId)
    .setJti(sessionId)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(await serverSecret(context));
}

/**
 * The logged-in member of a call, for every module's handlers. No or an invalid token: HTTP 401 (the SPA
 * goes to /account). A revoked session: risk code '1408' when ended from another device, else '001'.
 */
export async function requireMember(context: CallContext): Promise<MemberIdentity> {
  const { jwtToken } = context.headers;
  if (!jwtToken) throw loginRequired();
  const claims = await verifySessionToken(context, jwtToken);
  // Read on every call, never remembered: a session ended on one instance must end on all at once.
  const [session] = await runPrepared<SessionRow>(context.db, sessionById, [claims.sessionId]);
  if (!session || session.member_id !== claims.memberId) throw loginRequired();
  if (session.revoked_at) {
    const code = session.revoked_reason === 'signedOutElsewhere' ? '1408' : '001';
    throw new RiskError(
      code,
      translate(context.locale, code === '1408' ? 'account.session.endedElsewhere' : 'account.session.ended'),
    );
  }
  await noteSeen(context, claims.sessionId, session.last_seen_at);
  return { memberId: session.member_id, sessionId: claims.sessionId, jwtToken };
}

/** Every member call reads its session: prepared once per database session. */
const sessionById: PreparedStatement = {
  name: 'member_session_by_id_v1',
  parameterTypes: ['text'],
  text: 'SELECT member_id, last_seen_at, revoked_at, revoked_reason FROM member_sessions WHERE id = $1',
};

interface SessionRow {
  member_id: string;
  last_seen_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: RevokeReason | null;
}

/**
 * Whether a call comes from a member's own live session or from a device (its risk fingerprint) that has
 * logged in as them before: what tells the owner of a mobile from strangers asking for its codes.
 */
export async function isMembersSessionOrDevice(context: CallContext, memberId: string): Promise<boolean> {
  const { jwtToken, dfp } = context.headers;
  if (jwtToken) {
    const sessionMember = await requireMember(context).then(
      (identity) => identity.memberId,
      () => undefined,
    );
    if (sessionMember === memberId) return true;
  }
  if (!dfp) return false;
  const [known] = await context.db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.dfp, dfp),
        eq(memberSessions.memberId, memberId),
        // A session ended by a new password may have been a thief's: its device is trusted again after a login.
        or(isNull(memberSessions.revokedReason), ne(memberSessions.revokedReason, 'passwordChanged')),
      ),
    )
    .limit(1);
  return Boolean(known);
}

const SEEN_EVERY_MS = 60_000;

/** loginManage shows when each session was last used: written at most once a minute, not on every call. */
async function noteSeen(context: CallContext, sessionId: string, lastSeenAt: Date | null): Promise<void> {
  const now = context.clock.now();
  if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  await context.db
    .update(memberSessions)
    .set({ lastSeenAt: now, clientAddress: context.request.ip })
    .where(eq(memberSessions.id, sessionId));
}

interface VerifiedToken {
  memberId: string;
  sessionId: string;
  /** The token's exp, in seconds since the epoch. */
  expiresAtSeconds: number;
}

/** Tokens of recent callers; past this many, the oldest verified are forgotten (and verified again if used). */
const VERIFIED_TOKENS_KEPT = 20_000;
const verifiedTokens = recentPerDatabase<VerifiedToken>(VERIFIED_TOKENS_KEPT);

/**
 * A token's signature and claims, checked once: the same token always verifies alike with the same key (the
 * key per database, or JWT_SECRET), so a member's calls after the first only check its expiry again, as jose
 * does (valid while exp is after the current second). Whether its session still lives is read on every call.
 */
async function verifySessionToken(
  context: Pick<CallContext, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<{ memberId: string; sessionId: string }> {
  const key = `${context.config.JWT_SECRET ?? ''}\n${token}`;
  const known = verifiedTokens.get(context.db, key) ?? (await verifyTokenSignature(context, token));
  if (known.expiresAtSeconds <= Math.floor(context.clock.now().getTime() / 1000)) throw loginRequired();
  verifiedTokens.set(context.db, key, known);
  return { memberId: known.memberId, sessionId: known.sessionId };
}

async function verifyTokenSignature(
  context: Pick<CallContext, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, await serverSecret(context), {
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: SESSION_TYPE,
      algorithms: ['HS256'],
      currentDate: context.clock.now(),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    return { memberId: payload.sub!, sessionId: payload.jti!, expiresAtSeconds: payload.exp! };
  } catch {
    throw loginRequired();
  }
}

export async function revokeSession(context: CallContext, sessionId: string, reason: RevokeReason): Promise<void> {
  await context.db
    .update(memberSessions)
    .set({ revokedAt: context.clock.now(), revokedReason: reason })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Ends every live session of a member, except `keepSessionId` when given. */
export async function revokeMemberSessions(
  context: CallContext,
  memberId: string,
  reason: RevokeReason,
  keepSessionId?: string,
): Promise<void> {
  const live = and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt));
  await context.db
    .update(memberSessions)
    .set({ revokedAt: context.clock.now(), revokedReason: reason })
    .where(keepSessionId ? and(live, ne(memberSessions.id, keepSessionId)) : live);
}

function loginRequired(): CallError {
  return new CallError('401', 'errors.loginRequired', {}, 401);
}

/** The member a session token was signed for, or undefined: a signature check only, no database read (rate limits key on it). */
export async function signedMemberOf(
  context: Pick<CallContext, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<string | undefined> {
  try {
    return (await verifySessionToken(context, token)).memberId;
  } catch {
    return undefined;
  }
}
