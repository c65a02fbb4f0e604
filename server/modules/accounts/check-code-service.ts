import type { CheckCodePurpose, SendMobileCheckCodeData } from '../../../contract/calls/accounts';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { assertWithinLimits, issueCheckCode } from './check-codes';
import { findMemberByMobile } from './member-store';
import { requireMember } from './sessions';

/** sendMobileCheckCode: our own limits first (a slider cannot lift them), then the risk engine, then the code. */
export async function sendMobileCheckCode(
  context: CallContext,
  mobile: string,
  purpose: CheckCodePurpose,
): Promise<SendMobileCheckCodeData> {
  const attempt = { action: 'smsCode', subject: mobile } as const;
  try {
    await assertWithinLimits(
      context.db,
      mobile,
      purpose,
      context.request.ip,
      context.clock.now(),
      context.config.SMS_CODES_PER_ADDRESS_PER_HOUR,
    );
    await assertPurposeFits(context, mobile, purpose);
  } catch (error) {
    await recordAttemptFailure(context, attempt);
    throw error;
  }
  await guardAttempt(context, attempt);
  const sent = await issueCheckCode(context, mobile, purpose);
  await recordAttemptSuccess(context, attempt);
  return sent;
}

async function assertPurposeFits(context: CallContext, mobile: string, purpose: CheckCodePurpose): Promise<void> {
  const member = await findMemberByMobile(context.db, mobile);
  if (purpose === 'changeMobileOld' || purpose === 'transactionPassword' || purpose === 'changeMobileNew') {
    // A logged-in member's own codes: to their bound mobile, or to a free mobile they are moving to.
    const { memberId } = await requireMember(context);
    const own = member?.id === memberId;
    if (purpose !== 'changeMobileNew' && !own) throw new CallError('E1203', 'account.checkCode.notYourMobile');
    if (purpose === 'changeMobileNew' && member) throw new CallError('E1101', 'account.register.mobileTaken');
    return;
  }
  if (purpose === 'register' && member) throw new CallError('E1101', 'account.register.mobileTaken');
  if (purpose === 'reset' && !member) throw new CallError('E1201', 'account.reset.unknownMobile');
}
