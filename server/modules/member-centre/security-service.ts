import type * as z from 'zod';
import type {
  ChangePasswordPayload,
  resetTransactionPasswordPayload,
  setTransactionPasswordPayload,
} from '../../../contract/calls/member/security';
import { SECURITY_REFUSALS, TRANSACTION_PASSWORD_MAX_WRONG } from '../../../contract/calls/member/security';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { consumeCheckCode } from '../accounts/check-codes';
import { findMemberById, passwordHashOf, setPasswordHash } from '../accounts/member-store';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { requireMember, revokeMemberSessions } from '../accounts/sessions';
import { storeTransactionPassword, transactionPasswordOf, verifyTransactionPassword } from './transaction-password';

/** password/login: the old password proves the member; every other session ends ('001' there). */
export async function changePassword(context: CallContext, payload: ChangePasswordPayload): Promise<void> {
  const { memberId, sessionId } = await requireMember(context);
  const attempt = { action: 'login', subject: memberId } as const;
  await guardAttempt(context, attempt);
  if (!(await verifyPassword(await passwordHashOf(context.db, memberId), payload.oldPassword))) {
    await recordAttemptFailure(context, attempt);
    throw new CallError(SECURITY_REFUSALS.wrongOldPassword, 'member.security.errors.wrongOldPassword');
  }
  await recordAttemptSuccess(context, attempt);
  if (payload.oldPassword === payload.password)
    throw new CallError(SECURITY_REFUSALS.samePassword, 'member.security.errors.samePassword');
  await setPasswordHash(context.db, memberId, await hashPassword(payload.password), context.clock.now());
  await revokeMemberSessions(context, memberId, 'passwordChanged', sessionId);
}

export async function transactionPasswordStatus(context: CallContext): Promise<{ isSet: boolean; locked: boolean }> {
  const { memberId } = await requireMember(context);
  const stored = await transactionPasswordOf(context.db, memberId);
  return { isSet: Boolean(stored), locked: (stored?.failedAttempts ?? 0) >= TRANSACTION_PASSWORD_MAX_WRONG };
}

/** The first transaction password needs only the session; changing it needs the current one. */
export async function setTransactionPassword(
  context: CallContext,
  payload: z.output<typeof setTransactionPasswordPayload>,
): Promise<void> {
  const { memberId } = await requireMember(context);
  if (await transactionPasswordOf(context.db, memberId)) {
    if (!payload.oldPin) throw new CallError(SECURITY_REFUSALS.oldPinRequired, 'member.security.errors.oldPinRequired');
    await verifyTransactionPassword(context, memberId, payload.oldPin);
  }
  await storeTransactionPassword(context.db, memberId, payload.password, context.clock.now());
}

/** Forgotten or locked: a code to the bound mobile sets a new one. */
export async function resetTransactionPassword(
  context: CallContext,
  payload: z.output<typeof resetTransactionPasswordPayload>,
): Promise<void> {
  const { memberId } = await requireMember(context);
  const member = await findMemberById(context.db, memberId);
  await consumeCheckCode(context, member!.mobile, 'transactionPassword', payload.checkCode);
  await storeTransactionPassword(context.db, memberId, payload.password, context.clock.now());
}
