import type { LoginByCheckCodePayload, LoginByPasswordPayload, LoginData } from '../../../contract/calls/accounts';
import { maskMobile } from '../../../contract/validators/mobile';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { consumeCheckCode } from './check-codes';
import { noteFailedLogin } from './login-failure-notice';
import {
  createMember,
  findMemberByAccount,
  findMemberByMobile,
  passwordHashOf,
  sessionUserOf,
  type Member,
} from './member-store';
import { verifyPassword } from './passwords';
import { openSession } from './sessions';

/**
 * Password login by mobile, e-mail or member number; an old mobile answers with the changed-phone notice.
 * Failures never lock the account: the risk engine asks for the slider and slows the failing device or
 * address, and the owner is told by SMS (noteFailedLogin).
 */
export async function loginByPassword(context: CallContext, payload: LoginByPasswordPayload): Promise<LoginData> {
  const attempt = { action: 'login', subject: payload.account } as const;
  await guardAttempt(context, attempt);
  const found = await findMemberByAccount(context.db, payload.account);
  const storedHash = found ? await passwordHashOf(context.db, found.member.id) : undefined;
  if (!(await verifyPassword(storedHash, payload.password)) || !found) {
    await recordAttemptFailure(context, attempt);
    if (found) await noteFailedLogin(context, found.member);
    throw new CallError('E1001', 'account.login.wrongCredentials');
  }
  await recordAttemptSuccess(context, attempt);
  if (found.byPreviousMobile) {
    return {
      outcome: 'mobileChanged',
      oldMobile: maskMobile(payload.account),
      newMobile: maskMobile(found.member.mobile),
    };
  }
  return openMemberSession(context, found.member, false);
}

/** Code login by mobile; a mobile new to us becomes a member, who then sets a password (completionPassword). */
export async function loginByCheckCode(context: CallContext, payload: LoginByCheckCodePayload): Promise<LoginData> {
  const attempt = { action: 'login', subject: payload.mobile } as const;
  await guardAttempt(context, attempt);
  try {
    await consumeCheckCode(context, payload.mobile, 'login', payload.checkCode);
  } catch (error) {
    await recordAttemptFailure(context, attempt);
    const member = await findMemberByMobile(context.db, payload.mobile);
    if (member) await noteFailedLogin(context, member);
    throw error;
  }
  await recordAttemptSuccess(context, attempt);
  const member =
    (await findMemberByMobile(context.db, payload.mobile)) ??
    (await createMember(context.db, payload.mobile, context.clock.now()));
  const needsPassword = !(await passwordHashOf(context.db, member.id));
  return openMemberSession(context, member, needsPassword);
}

export async function openMemberSession(
  context: CallContext,
  member: Member,
  needsPassword: boolean,
): Promise<LoginData> {
  const jwtToken = await openSession(context, member.id);
  return { outcome: 'loggedIn', user: await sessionUserOf(context.db, member, jwtToken), needsPassword };
}
