import type { CheckCodePurpose, SendMobileCheckCodeData } from '../../../contract/calls/accounts';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { assertWithinLimits } from './check-code-limits';
import { issueCheckCode } from './check-codes';
import { codeRequesterOf } from './code-requester';
import type { Member } from './member-store';
import { requireMember } from './sessions';

/**
 * sendMobileCheckCode: our own limits first (a slider cannot lift them), then the risk engine, then the code.
 * Refusals before the risk check are not counted in it: a stranger's refused requests must not count against
 * the mobile's owner. register and reset answer alike whether or not the mobile is a member's (the SMS says
 * which, and so does the step that checks its code), so the call cannot tell anyone who is a member.
 */
export async function sendMobileCheckCode(
  context: CallContext,
  mobile: string,
  purpose: CheckCodePurpose,
): Promise<SendMobileCheckCodeData> {
  const { member, requestedBy } = await codeRequesterOf(context, mobile);
  await assertPurposeFits(context, member, purpose);
  const request = { mobile, purpose, requestedBy };
  await assertWithinLimits(
    context.db,
    { ...request, clientAddress: context.request.ip },
    context.clock.now(),
    context.config.SMS_CODES_PER_ADDRESS_PER_HOUR,
  );
  const attempt = { action: 'smsCode', subject: mobile } as const;
  await guardAttempt(context, attempt);
  try {
    const sent = await issueCheckCode(context, request, smsTextKey(purpose, member));
    await recordAttemptSuccess(context, attempt);
    return sent;
  } catch (error) {
    if (error instanceof CallError) await recordAttemptFailure(context, attempt);
    throw error;
  }
}

/** Only the logged-in purposes refuse here; they are the member's own (no one learns about others). */
async function assertPurposeFits(
  context: CallContext,
  member: Member | undefined,
  purpose: CheckCodePurpose,
): Promise<void> {
  if (purpose !== 'changeMobileOld' && purpose !== 'transactionPassword' && purpose !== 'changeMobileNew') return;
  // A logged-in member's own codes: to their bound mobile, or to a free mobile they are moving to.
  const { memberId } = await requireMember(context);
  const own = member?.id === memberId;
  if (purpose !== 'changeMobileNew' && !own) throw new CallError('E1203', 'account.checkCode.notYourMobile');
  if (purpose === 'changeMobileNew' && member) throw new CallError('E1101', 'account.register.mobileTaken');
}

/** The code's SMS tells the mobile's holder what the reply does not: that a member need not register, or that
 * a mobile without an account has no password to reset. */
function smsTextKey(purpose: CheckCodePurpose, member: Member | undefined): string {
  if (purpose === 'register' && member) return 'account.checkCode.smsTextRegistered';
  if (purpose === 'reset' && !member) return 'account.checkCode.smsTextUnregistered';
  return 'account.checkCode.smsText';
}
