import { jwtVerify, SignJWT } from 'jose';
import type {
  CompletionPasswordPayload,
  LoginData,
  QueryFfpMemberByResetData,
  RegisterPayload,
  ResetPasswordPayload,
} from '../../../contract/calls/accounts';
import { maskName } from '../../../contract/masking';
import { maskMobile } from '../../../contract/validators/mobile';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { consumeCheckCode } from './check-codes';
import { openMemberSession } from './login-service';
import { createMember, findMemberById, findMemberByMobile, passwordHashOf, setPasswordHash } from './member-store';
import { hashPassword } from './passwords';
import { requireMember, revokeMemberSessions } from './sessions';
import { serverSecret } from '../../shared/server-secret';

const RESET_TICKET_TYPE = 'password-reset+jwt';
const RESET_TICKET_MINUTES = 10;

/**
 * register/verification: the code proves the mobile; the member starts with a password and a session. Only
 * once the code is right may the reply say the mobile is already a member's (its holder has proved it).
 */
export async function register(context: CallContext, payload: RegisterPayload): Promise<LoginData> {
  await consumeCheckCode(context, payload.mobile, 'register', payload.checkCode);
  if (await findMemberByMobile(context.db, payload.mobile))
    throw new CallError('E1101', 'account.register.mobileTaken');
  const passwordHash = await hashPassword(payload.password);
  const member = await createMember(context.db, payload.mobile, context.clock.now());
  await setPasswordHash(context.db, member.id, passwordHash, context.clock.now());
  return openMemberSession(context, member, false);
}

/** completionPassword: only a member without a password may set one this way; changing needs recovery. */
export async function completePassword(context: CallContext, payload: CompletionPasswordPayload): Promise<void> {
  const { memberId } = await requireMember(context);
  if (await passwordHashOf(context.db, memberId)) throw new CallError('E1301', 'account.completion.alreadySet');
  await setPasswordHash(context.db, memberId, await hashPassword(payload.password), context.clock.now());
}

/** lookSecret_count: the code proves the mobile; the reply names the account (masked) and carries a short ticket. */
export async function queryMemberForReset(
  context: CallContext,
  mobile: string,
  checkCode: string,
): Promise<QueryFfpMemberByResetData> {
  await consumeCheckCode(context, mobile, 'reset', checkCode);
  const member = await findMemberByMobile(context.db, mobile);
  if (!member) throw new CallError('E1201', 'account.reset.unknownMobile');
  const now = context.clock.now();
  // The ticket names the password it replaces, so it works once: after the change it no longer matches.
  const resetTicket = await new SignJWT({ pwh: (await passwordHashOf(context.db, member.id))?.slice(-16) ?? '' })
    .setProtectedHeader({ alg: 'HS256', typ: RESET_TICKET_TYPE })
    .setSubject(member.id)
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + RESET_TICKET_MINUTES * 60_000))
    .sign(await serverSecret(context));
  return {
    resetTicket,
    memberNumber: member.memberNumber,
    maskedName: maskName(member.cnName),
    maskedMobile: maskMobile(member.mobile),
  };
}

/** retrieveAccount: a new password ends every session of the member ('001' for them afterwards). */
export async function resetPassword(context: CallContext, payload: ResetPasswordPayload): Promise<void> {
  const memberId = await verifyResetTicket(context, payload.resetTicket);
  await setPasswordHash(context.db, memberId, await hashPassword(payload.password), context.clock.now());
  await revokeMemberSessions(context, memberId, 'passwordChanged');
}

async function verifyResetTicket(context: CallContext, ticket: string): Promise<string> {
  const expired = new CallError('E1202', 'account.reset.ticketExpired');
  let claims: { sub?: string; pwh?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(ticket, await serverSecret(context), {
      typ: RESET_TICKET_TYPE,
      algorithms: ['HS256'],
      currentDate: context.clock.now(),
      requiredClaims: ['sub', 'exp'],
    }));
  } catch {
    throw expired;
  }
  const member = claims.sub ? await findMemberById(context.db, claims.sub) : undefined;
  const currentHash = member ? ((await passwordHashOf(context.db, member.id))?.slice(-16) ?? '') : undefined;
  if (!member || currentHash !== claims.pwh) throw expired;
  return member.id;
}
