import type { CallContext } from '../../calls/call';
import type { CodeRequester } from './check-code-limits';
import { findMemberByMobile, type Member } from './member-store';
import { isMembersSessionOrDevice } from './sessions';

/**
 * Who is asking for, or typing, a code of this mobile: its owner (a member's own session, or a device that
 * has logged in as them) or anyone else. Strangers' codes and wrong tries never touch the owner's code.
 */
export async function codeRequesterOf(
  context: CallContext,
  mobile: string,
): Promise<{ member: Member | undefined; requestedBy: CodeRequester }> {
  const member = await findMemberByMobile(context.db, mobile);
  // Asked the same way for members and others, so the reply's timing does not tell them apart either.
  const fromOwner = await isMembersSessionOrDevice(context, member?.id ?? '');
  return { member, requestedBy: member && fromOwner ? 'owner' : 'other' };
}
