import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import type { SessionUser } from '../../../contract/calls/accounts';
import {
  PROFILE_REFUSALS,
  type ChangeMobilePayload,
  type ProfileData,
  type profileSchema,
} from '../../../contract/calls/member/profile';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { members } from '../../db/schema/accounts';
import { emailVerifications } from '../../db/schema/member-centre';
import { translate } from '../../i18n';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { consumeCheckCode } from '../accounts/check-codes';
import { findMemberById, sessionUserOf, type Member } from '../accounts/member-store';
import { requireMember } from '../accounts/sessions';
import { sendWithinDailyCaps } from '../mail-quotas/mail-quotas';

type ProfileInput = z.output<typeof profileSchema>;
const EMAIL_LINK_HOURS = 24;

async function caller(context: CallContext): Promise<{ member: Member; jwtToken: string }> {
  const identity = await requireMember(context);
  const member = await findMemberById(context.db, identity.memberId);
  if (!member) throw new CallError('401', 'errors.loginRequired', {}, 401);
  return { member, jwtToken: identity.jwtToken };
}

function profileOf(member: Member): ProfileData {
  return {
    cnName: member.cnName,
    lastName: member.lastName,
    firstName: member.firstName,
    sex: member.sex as ProfileData['sex'],
    birthday: member.birthday,
    email: member.email ?? '',
    preferredLanguage: member.preferredLanguage as ProfileData['preferredLanguage'],
    mobile: member.mobile,
    memberNumber: member.memberNumber,
    identityStatus: member.identityStatus,
    emailVerified: Boolean(member.email && member.emailVerifiedAt),
  };
}

export async function queryProfile(context: CallContext): Promise<ProfileData> {
  return profileOf((await caller(context)).member);
}

/** A new e-mail is unconfirmed until its link is opened; the verified name stays the verified one. */
export async function updateProfile(
  context: CallContext,
  input: ProfileInput,
): Promise<{ profile: ProfileData; user: SessionUser }> {
  const { member, jwtToken } = await caller(context);
  if (member.identityStatus === '1' && input.cnName !== member.cnName)
    throw new CallError(PROFILE_REFUSALS.nameLocked, 'member.profile.errors.nameLocked');
  if (input.birthday && input.birthday > context.clock.now().toISOString().slice(0, 10))
    throw new CallError(PROFILE_REFUSALS.birthdayInFuture, 'member.profile.errors.birthday');
  const email = input.email.toLowerCase() || null;
  try {
    const [updated] = await context.db
      .update(members)
      .set({ ...input, email, emailVerifiedAt: email === member.email ? member.emailVerifiedAt : null })
      .where(eq(members.id, member.id))
      .returning();
    return { profile: profileOf(updated!), user: await sessionUserOf(context.db, updated!, jwtToken) };
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint === 'members_email_idx')
      throw new CallError(PROFILE_REFUSALS.emailTaken, 'member.profile.errors.emailTaken');
    throw error;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Mails a one-time link to the member's e-mail; only its hash is stored. */
export async function sendEmailVerification(context: CallContext): Promise<{ sentTo: string }> {
  const { member } = await caller(context);
  if (!member.email) throw new CallError(PROFILE_REFUSALS.noEmail, 'member.profile.errors.noEmail');
  const email = member.email;
  const token = randomBytes(24).toString('base64url');
  const now = context.clock.now();
  const link = `${context.request.protocol}://${context.request.host}${MEMBER_CALLS.verifyEmail}?token=${token}`;
  // The member chooses the address, so each day's sends are capped per member and per recipient.
  await sendWithinDailyCaps(context, { purpose: 'emailVerification', to: email, memberId: member.id }, async () => {
    await context.db.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      memberId: member.id,
      email,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000),
    });
    await context.providers.mail.send({
      to: email,
      subject: translate(context.locale, 'member.profile.mail.subject'),
      text: translate(context.locale, 'member.profile.mail.text', { link, hours: EMAIL_LINK_HOURS }),
    });
  });
  return { sentTo: email };
}

/** The mailed link: confirms the address it was sent to, if the member still has that address. */
export async function verifyEmail(context: CallContext, token: string): Promise<boolean> {
  const now = context.clock.now();
  const [used] = await context.db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning();
  if (!used) return false;
  const confirmed = await context.db
    .update(members)
    .set({ emailVerifiedAt: now })
    .where(and(eq(members.id, used.memberId), eq(members.email, used.email)))
    .returning({ id: members.id });
  return confirmed.length > 0;
}

/**
 * changeMobile: codes to the bound and to the new mobile. The old mobile is kept as previousMobile, so a
 * login with it shows the changed-phone dialog (spec 2) instead of a wrong-password refusal.
 */
export async function changeMobile(context: CallContext, payload: ChangeMobilePayload): Promise<SessionUser> {
  const { member, jwtToken } = await caller(context);
  if (payload.newMobile === member.mobile)
    throw new CallError(PROFILE_REFUSALS.sameMobile, 'member.mobile.errors.same');
  await consumeCheckCode(context, member.mobile, 'changeMobileOld', payload.oldCheckCode);
  await consumeCheckCode(context, payload.newMobile, 'changeMobileNew', payload.newCheckCode);
  try {
    const [updated] = await context.db
      .update(members)
      .set({ mobile: payload.newMobile, previousMobile: member.mobile })
      .where(eq(members.id, member.id))
      .returning();
    return sessionUserOf(context.db, updated!, jwtToken);
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint === 'members_mobile_idx')
      throw new CallError(PROFILE_REFUSALS.mobileTaken, 'account.register.mobileTaken');
    throw error;
  }
}
