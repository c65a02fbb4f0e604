import { randomInt, randomUUID } from 'node:crypto';
import { and, between, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../../contract/calls/accounts';
import { EMAIL_PATTERN } from '../../../contract/validators/email';
import { maskMobile, MOBILE_PATTERN } from '../../../contract/validators/mobile';
import type { Db } from '../../db/client';
import { ffpRenewNotices, memberCredentials, members } from '../../db/schema/accounts';

export type Member = typeof members.$inferSelect;

/** A login account is a mobile (current or previous), an e-mail or a member number. */
export async function findMemberByAccount(
  db: Db,
  account: string,
): Promise<{ member: Member; byPreviousMobile: boolean } | undefined> {
  if (MOBILE_PATTERN.test(account)) {
    const current = await findMemberByMobile(db, account);
    if (current) return { member: current, byPreviousMobile: false };
    const [previous] = await db.select().from(members).where(eq(members.previousMobile, account)).limit(1);
    return previous ? { member: previous, byPreviousMobile: true } : undefined;
  }
  const column = EMAIL_PATTERN.test(account) ? members.email : members.memberNumber;
  const [member] = await db.select().from(members).where(eq(column, account.toLowerCase()));
  return member ? { member, byPreviousMobile: false } : undefined;
}

export async function findMemberByMobile(db: Db, mobile: string): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.mobile, mobile));
  return member;
}

export async function findMemberById(db: Db, memberId: string): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  return member;
}

export async function passwordHashOf(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db.select().from(memberCredentials).where(eq(memberCredentials.memberId, memberId));
  return row?.passwordHash;
}

export async function setPasswordHash(db: Db, memberId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .insert(memberCredentials)
    .values({ memberId, passwordHash, updatedAt: now })
    .onConflictDoUpdate({ target: memberCredentials.memberId, set: { passwordHash, updatedAt: now } });
}

/** A new member: only the mobile is known; the member number is 10 random digits (retried if taken). */
export async function createMember(db: Db, mobile: string, now: Date): Promise<Member> {
  for (;;) {
    const memberNumber = String(randomInt(1_000_000_000, 10_000_000_000));
    const [created] = await db
      .insert(members)
      .values({ id: randomUUID(), memberNumber, mobile, createdAt: now })
      .onConflictDoNothing({ target: members.memberNumber })
      .returning();
    if (created) return created;
  }
}

/** The spec 3 session user info of a member, with the session's token. */
export async function sessionUserOf(db: Db, member: Member, jwtToken: string): Promise<SessionUser> {
  const [notice] = await db
    .select()
    .from(ffpRenewNotices)
    .where(
      and(
        eq(ffpRenewNotices.memberId, member.id),
        isNull(ffpRenewNotices.skippedAt),
        between(ffpRenewNotices.noticeNum, 1, 3),
      ),
    )
    .limit(1);
  return {
    userid: member.id,
    jwtToken,
    cnName: member.cnName,
    mobile: member.mobile,
    email: member.email ?? '',
    identityStatus: member.identityStatus,
    egretId: member.egretId ?? '',
    ffpBindingFlag: member.ffpBindingFlag,
    ffpRenewNotice: notice
      ? { noticeNum: notice.noticeNum, mobile: maskMobile(member.mobile), ffpRenewNoticeId: notice.id }
      : null,
  };
}
