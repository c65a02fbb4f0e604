import type { CallContext } from '../calls/call';
import { CallError } from '../calls/call-error';
import type { Db } from '../db/client';
import { findMemberByMobile, type Member } from '../modules/accounts/member-store';
import { requireMember } from '../modules/accounts/sessions';

/** The member with this mobile; a lever asked for someone who does not exist answers 404. */
export async function memberByMobile(db: Db, mobile: string): Promise<Member> {
  const member = await findMemberByMobile(db, mobile);
  if (!member) throw new CallError('404', 'errors.notFound', {}, 404);
  return member;
}

/** Whom a lever sets up for: the member with the mobile it names, else the caller's own session. */
export async function leverMemberId(context: CallContext, mobile: string | undefined): Promise<string> {
  if (!mobile) return (await requireMember(context)).memberId;
  return (await memberByMobile(context.db, mobile)).id;
}
