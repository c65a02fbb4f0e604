import { POINT_REFUSALS } from '../../../contract/points/point-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { findMemberById, type Member } from '../accounts/member-store';
import { requireMember } from '../accounts/sessions';

/**
 * Spec 5's points guards on the server, with the same messages the pages show: a logged-in member who is
 * real-name verified and has a club id. Identity is the session's, never a header's.
 */
export async function requirePointsMember(context: CallContext): Promise<Member & { egretId: string }> {
  const { memberId } = await requireMember(context);
  const member = await findMemberById(context.db, memberId);
  if (!member || member.identityStatus !== '1')
    throw new CallError(POINT_REFUSALS.realNameRequired, 'account.guard.realNameRequired');
  if (!member.egretId) throw new CallError(POINT_REFUSALS.clubRequired, 'account.guard.clubRequired');
  return { ...member, egretId: member.egretId };
}
