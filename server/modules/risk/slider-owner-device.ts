import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { members, memberSessions } from '../../db/schema/accounts';
import type { RiskContext } from './risk-context';
import type { GuardedAction } from './risk-rules';
import { sliderPurpose } from './slider-purpose';

/**
 * Whether `dfp` is a device that has logged in as the member a purpose's subject names (their mobile, e-mail
 * or member number). The owner's own device is never held back by passes that strangers earned for the same
 * mobile or from the same address, or strangers could keep the owner from their codes by solving puzzles.
 * A device has logged in as few members, so their purposes are recomputed rather than stored.
 */
export async function isSubjectOwnersDevice(context: RiskContext, dfp: string, purpose: string): Promise<boolean> {
  const action = purpose.split('.')[0] as GuardedAction;
  const owners = await context.db
    .select({ mobile: members.mobile, email: members.email, memberNumber: members.memberNumber })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.dfp, dfp),
        // As for SMS codes: a session ended by a new password may have been a thief's.
        or(isNull(memberSessions.revokedReason), ne(memberSessions.revokedReason, 'passwordChanged')),
      ),
    );
  for (const owner of owners)
    for (const subject of [owner.mobile, owner.email, owner.memberNumber])
      if (subject && (await sliderPurpose(context, { action, subject })) === purpose) return true;
  return false;
}
