import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { isIP } from 'node:net';
import { SECURITY_REFUSALS, type LoginSession } from '../../../contract/calls/member/security';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { memberSessions } from '../../db/schema/accounts';
import { requireMember, revokeSession } from '../accounts/sessions';

/** "Chrome on Windows" from a user agent: the browser and the system, enough to recognise one's own device. */
export function deviceOf(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return [browser, system].filter(Boolean).join(' · ') || userAgent.slice(0, 40);
}

/** Where an address is: this machine, a private network, or the internet (no geolocation database is shipped). */
export function placeOf(address: string): LoginSession['place'] {
  const plain = address.replace(/^::ffff:/, '');
  if (plain === '::1' || plain.startsWith('127.')) return 'loopback';
  if (isIP(plain) === 4 && /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.)/.test(plain))
    return 'privateNetwork';
  if (isIP(plain) === 6 && /^(fc|fd|fe80)/i.test(plain)) return 'privateNetwork';
  return 'internet';
}

/** loginManage: the member's live sessions, the caller's own first. */
export async function queryLoginSessions(context: CallContext): Promise<LoginSession[]> {
  const { memberId, sessionId } = await requireMember(context);
  const rows = await context.db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, context.clock.now()),
      ),
    )
    .orderBy(desc(memberSessions.lastSeenAt));
  return rows
    .map((row) => ({
      sessionId: row.id,
      device: deviceOf(row.userAgent),
      place: placeOf(row.clientAddress),
      address: row.clientAddress.replace(/^::ffff:/, ''),
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      current: row.id === sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one other session of the member: its next call is answered '1408'. */
export async function signOutSession(context: CallContext, targetId: string): Promise<void> {
  const { memberId, sessionId } = await requireMember(context);
  if (targetId === sessionId) throw new CallError(SECURITY_REFUSALS.currentSession, 'member.sessions.errors.current');
  const [target] = await context.db
    .select()
    .from(memberSessions)
    .where(
      and(eq(memberSessions.id, targetId), eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)),
    );
  if (!target) throw new CallError(SECURITY_REFUSALS.sessionNotFound, 'member.sessions.errors.notFound');
  await revokeSession(context, targetId, 'signedOutElsewhere');
}
