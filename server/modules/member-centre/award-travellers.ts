import { eq } from 'drizzle-orm';
import { normalizeCardNumber } from '../../../contract/validators/card-number';
import { ASSIGNEE_REFUSALS } from '../../../contract/calls/member/assignees';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { effectiveAssigneeDocuments } from './assignee-service';

/**
 * Points tickets are for the member (their verified document) and their transferees that have taken
 * effect; anyone else is refused by name before a seat or a point moves.
 */
export async function assertAwardTravellers(
  db: Db,
  memberId: string,
  travellers: readonly { name: string; documentNo: string }[],
  now: Date,
): Promise<void> {
  const [member] = await db
    .select({ documentNo: members.realNameDocumentNo })
    .from(members)
    .where(eq(members.id, memberId));
  const allowed = await effectiveAssigneeDocuments(db, memberId, now);
  if (member?.documentNo) allowed.add(member.documentNo);
  const stranger = travellers.find((traveller) => !allowed.has(normalizeCardNumber(traveller.documentNo)));
  if (stranger)
    throw new CallError(
      ASSIGNEE_REFUSALS.notEligible,
      'member.assignee.errors.notEligible',
      { name: stranger.name },
      200,
      { name: stranger.name },
    );
}
