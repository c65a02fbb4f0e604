import { and, eq, isNull } from 'drizzle-orm';
import type { LogoutPayload, SessionUser } from '../../../contract/calls/accounts';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { ffpRenewNotices } from '../../db/schema/accounts';
import { findMemberById, sessionUserOf } from './member-store';
import { requireMember, revokeMemberSessions, revokeSession, type MemberIdentity } from './sessions';

/** queryLoginMember: the session user info of the caller, fresh from the database. */
export async function queryLoginMember(context: CallContext): Promise<SessionUser> {
  return currentUser(context, await requireMember(context));
}

/** skipFfpRenewNotice: the notice is not shown again; the reply replaces the stored user info. */
export async function skipRenewNotice(context: CallContext, ffpRenewNoticeId: string): Promise<SessionUser> {
  const identity = await requireMember(context);
  const skipped = await context.db
    .update(ffpRenewNotices)
    .set({ skippedAt: context.clock.now() })
    .where(
      and(
        eq(ffpRenewNotices.id, ffpRenewNoticeId),
        eq(ffpRenewNotices.memberId, identity.memberId),
        isNull(ffpRenewNotices.skippedAt),
      ),
    )
    .returning({ id: ffpRenewNotices.id });
  if (skipped.length === 0) throw new CallError('E1401', 'account.renewNotice.notFound');
  return currentUser(context, identity);
}

/** The uia logout: ends the caller's own session; memId must be the caller. */
export async function logout(context: CallContext, payload: LogoutPayload): Promise<void> {
  const identity = await requireMember(context);
  if (payload.memId !== identity.memberId) throw new CallError('E1402', 'account.logout.otherMember');
  await revokeSession(context, identity.sessionId, 'logout');
}

/** Ends the caller's own session on this site (members without a uia session log out through it). */
export async function endSession(context: CallContext): Promise<void> {
  const identity = await requireMember(context);
  await revokeSession(context, identity.sessionId, 'logout');
}

/** Ends the member's sessions on every other device: their next call is answered '1408'. */
export async function signOutOtherDevices(context: CallContext): Promise<void> {
  const identity = await requireMember(context);
  await revokeMemberSessions(context, identity.memberId, 'signedOutElsewhere', identity.sessionId);
}

async function currentUser(context: CallContext, identity: MemberIdentity): Promise<SessionUser> {
  const member = await findMemberById(context.db, identity.memberId);
  if (!member) throw new CallError('401', 'errors.loginRequired', {}, 401);
  return sessionUserOf(context.db, member, identity.jwtToken);
}
