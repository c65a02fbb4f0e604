import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../../contract/calls/accounts';
import { REAL_NAME_REFUSALS, type ClubAccountPreview } from '../../../contract/calls/member/real-name';
import { maskName } from '../../../contract/masking';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { ffpClubAccounts } from '../../db/schema/member-centre';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { birthDateFromIdCard, genderFromIdCard } from '../../../contract/booking/passenger-rules';
import { findMemberById, sessionUserOf, type Member } from '../accounts/member-store';
import { requireMember } from '../accounts/sessions';

type Card = { name: string; documentType: string; documentNo: string };

async function callerOf(context: CallContext): Promise<{ member: Member; jwtToken: string }> {
  const identity = await requireMember(context);
  const member = await findMemberById(context.db, identity.memberId);
  if (!member) throw new CallError('401', 'errors.loginRequired', {}, 401);
  return { member, jwtToken: identity.jwtToken };
}

/** realNameVerify: the name and document become the member's identity (identityStatus '1'); one identity, one member. */
export async function verifyRealName(context: CallContext, card: Card): Promise<SessionUser> {
  const { member, jwtToken } = await callerOf(context);
  if (member.identityStatus === '1')
    throw new CallError(REAL_NAME_REFUSALS.alreadyVerified, 'member.realName.alreadyVerified');
  const fromIdCard = card.documentType === '0';
  try {
    const [verified] = await context.db
      .update(members)
      .set({
        cnName: card.name,
        identityStatus: '1',
        realNameDocumentType: card.documentType,
        realNameDocumentNo: card.documentNo,
        // An ID card says the birthday and sex; a profile that has none takes them from it.
        birthday: member.birthday || (fromIdCard ? (birthDateFromIdCard(card.documentNo) ?? '') : ''),
        sex: member.sex || (fromIdCard ? (genderFromIdCard(card.documentNo) ?? '') : ''),
      })
      .where(and(eq(members.id, member.id), eq(members.identityStatus, member.identityStatus)))
      .returning();
    if (!verified) throw new CallError(REAL_NAME_REFUSALS.alreadyVerified, 'member.realName.alreadyVerified');
    return sessionUserOf(context.db, verified, jwtToken);
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint === 'members_real_name_document_idx')
      throw new CallError(REAL_NAME_REFUSALS.identityTaken, 'member.realName.identityTaken');
    throw error;
  }
}

function requireVerifiedWithoutClub(member: Member): void {
  if (member.identityStatus !== '1' || !member.realNameDocumentNo)
    throw new CallError(REAL_NAME_REFUSALS.notVerified, 'account.guard.realNameRequired');
  if (member.egretId) throw new CallError(REAL_NAME_REFUSALS.alreadyInClub, 'member.club.alreadyInClub');
}

/** An unbound club account of this card number whose holder's document is the member's verified one. */
async function bindableClubAccount(db: Db, member: Member, egretId: string) {
  const [account] = await db
    .select()
    .from(ffpClubAccounts)
    .where(
      and(
        eq(ffpClubAccounts.egretId, egretId),
        isNull(ffpClubAccounts.memberId),
        eq(ffpClubAccounts.documentType, member.realNameDocumentType!),
        eq(ffpClubAccounts.documentNo, member.realNameDocumentNo!),
      ),
    );
  if (!account) throw new CallError(REAL_NAME_REFUSALS.clubNotFound, 'member.club.notFound');
  return account;
}

/** queryFfpMemberByReset (logged in): shows whose club account a card number is, before binding it. */
export async function queryClubForBinding(context: CallContext, egretId: string): Promise<ClubAccountPreview> {
  const { member } = await callerOf(context);
  requireVerifiedWithoutClub(member);
  const account = await bindableClubAccount(context.db, member, egretId);
  return {
    egretId: account.egretId,
    maskedName: maskName(account.cnName),
  };
}

/** ffpBind: the club account joins the member (ffpBindingFlag '1'); a claimed account cannot be claimed twice. */
export async function bindClub(context: CallContext, egretId: string): Promise<SessionUser> {
  const { member, jwtToken } = await callerOf(context);
  requireVerifiedWithoutClub(member);
  await bindableClubAccount(context.db, member, egretId);
  const updated = await context.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(ffpClubAccounts)
      .set({ memberId: member.id })
      .where(and(eq(ffpClubAccounts.egretId, egretId), isNull(ffpClubAccounts.memberId)))
      .returning();
    if (!claimed) throw new CallError(REAL_NAME_REFUSALS.clubNotFound, 'member.club.notFound');
    return joinClub(tx as unknown as Db, member.id, egretId);
  });
  return sessionUserOf(context.db, updated, jwtToken);
}

/** ffpRegister: a new club account with a fresh egretId, unless the member's document already holds one. */
export async function registerClub(context: CallContext): Promise<SessionUser> {
  const { member, jwtToken } = await callerOf(context);
  requireVerifiedWithoutClub(member);
  const [existing] = await context.db
    .select({ egretId: ffpClubAccounts.egretId })
    .from(ffpClubAccounts)
    .where(
      and(
        eq(ffpClubAccounts.documentType, member.realNameDocumentType!),
        eq(ffpClubAccounts.documentNo, member.realNameDocumentNo!),
      ),
    );
  if (existing) throw new CallError(REAL_NAME_REFUSALS.clubExistsForIdentity, 'member.club.existsForIdentity');
  const updated = await context.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      for (;;) {
        const egretId = String(randomInt(6_000_000_000, 7_000_000_000));
        const [created] = await db
          .insert(ffpClubAccounts)
          .values({
            egretId,
            cnName: member.cnName,
            documentType: member.realNameDocumentType!,
            documentNo: member.realNameDocumentNo!,
            memberId: member.id,
            createdAt: context.clock.now(),
          })
          // Only a taken egretId means "draw again"; a second account for the member is a unique violation.
          .onConflictDoNothing({ target: ffpClubAccounts.egretId })
          .returning();
        if (created) return joinClub(db, member.id, egretId);
      }
    })
    .catch((error: unknown) => {
      if (violatedUniqueConstraint(error)?.constraint === 'ffp_club_accounts_member_idx')
        throw new CallError(REAL_NAME_REFUSALS.alreadyInClub, 'member.club.alreadyInClub');
      throw error;
    });
  return sessionUserOf(context.db, updated, jwtToken);
}

async function joinClub(db: Db, memberId: string, egretId: string): Promise<Member> {
  // Only a member still outside the club joins: two tabs registering at once make one account, not two.
  const [updated] = await db
    .update(members)
    .set({ egretId, ffpBindingFlag: '1' })
    .where(and(eq(members.id, memberId), isNull(members.egretId)))
    .returning();
  if (!updated) throw new CallError(REAL_NAME_REFUSALS.alreadyInClub, 'member.club.alreadyInClub');
  return updated;
}
