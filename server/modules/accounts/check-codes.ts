import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { CheckCodePurpose } from '../../../contract/calls/accounts';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { smsCheckCodes } from '../../db/schema/accounts';
import { translate } from '../../i18n';
import { assertWithinLimits, CHECK_CODE_RULES, type CodeRequest, type CodeRequester } from './check-code-limits';
import { codeRequesterOf } from './code-requester';
import { serverSecret } from '../../shared/server-secret';
import { SmsNotSentError } from '../../providers/sms-outbox';
import { withdrawUnsentCode } from './unsent-code';
import { lockKeys } from '../../shared/transaction-locks';

export { CHECK_CODE_RULES } from './check-code-limits';

const MINUTE = 60_000;

/**
 * Sends a fresh 6-digit code, within the limits, with the SMS text `textKey` (it may tell the owner more
 * than the reply tells the caller). A new code retires the older ones of that purpose asked for by the same
 * kind of requester: a stranger's request never spoils the code the owner is about to type.
 */
export async function issueCheckCode(
  context: CallContext,
  request: Omit<CodeRequest, 'clientAddress'>,
  textKey: string,
): Promise<{ resendAfterSeconds: number; validForSeconds: number }> {
  const { mobile, purpose, requestedBy } = request;
  const now = context.clock.now();
  const clientAddress = context.request.ip;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashCode(context, mobile, purpose, code);
  const issued = await context.db.transaction(async (tx) => {
    // One sender per mobile at a time, so two quick requests cannot both slip under the limits.
    await lockKeys(tx as unknown as Db, [`sms:${mobile}`]);
    await assertWithinLimits(
      tx as unknown as Db,
      { ...request, clientAddress },
      now,
      context.config.SMS_CODES_PER_ADDRESS_PER_HOUR,
    );
    const superseded = await tx
      .update(smsCheckCodes)
      .set({ usedAt: now })
      .where(liveCodesOf(mobile, purpose, requestedBy))
      .returning({ id: smsCheckCodes.id });
    const [inserted] = await tx
      .insert(smsCheckCodes)
      .values({
        mobile,
        purpose,
        codeHash,
        clientAddress,
        requestedBy,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECK_CODE_RULES.validMinutes * MINUTE),
      })
      .returning({ id: smsCheckCodes.id });
    return { codeId: inserted!.id, supersededIds: superseded.map((row) => row.id) };
  });
  const text = translate(context.locale, textKey, { code, minutes: CHECK_CODE_RULES.validMinutes });
  await context.providers.sms
    .send({ mobile, text, code, sentAt: now }, context.request.log)
    .catch(async (error: unknown) => {
      // Not sent, not counted: the provider's refusal takes the code back and the earlier one works again.
      if (error instanceof SmsNotSentError) await withdrawUnsentCode(context.db, issued);
      throw error;
    });
  return { resendAfterSeconds: 60, validForSeconds: CHECK_CODE_RULES.validMinutes * 60 };
}

/**
 * Spends the latest code of this mobile and purpose asked for by the same kind of requester (the owner's
 * devices and session, or anyone else): a stranger's wrong tries never spend the owner's code. A wrong try
 * counts against the code; the fifth ends it. Nothing here runs in one transaction on purpose: a wrong try
 * must stay counted though the call fails.
 */
export async function consumeCheckCode(
  context: CallContext,
  mobile: string,
  purpose: CheckCodePurpose,
  code: string,
): Promise<void> {
  const now = context.clock.now();
  const { requestedBy } = await codeRequesterOf(context, mobile);
  const [latest] = await context.db
    .select()
    .from(smsCheckCodes)
    .where(liveCodesOf(mobile, purpose, requestedBy))
    .orderBy(desc(smsCheckCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= now) throw new CallError('E2004', 'account.checkCode.expired');
  if (latest.failedAttempts >= CHECK_CODE_RULES.maxWrongTries)
    throw new CallError('E2005', 'account.checkCode.tooManyTries');
  if (!sameHash(latest.codeHash, await hashCode(context, mobile, purpose, code))) {
    const [counted] = await context.db
      .update(smsCheckCodes)
      .set({ failedAttempts: sql`${smsCheckCodes.failedAttempts} + 1` })
      .where(and(eq(smsCheckCodes.id, latest.id), lt(smsCheckCodes.failedAttempts, CHECK_CODE_RULES.maxWrongTries)))
      .returning({ failedAttempts: smsCheckCodes.failedAttempts });
    const remaining = CHECK_CODE_RULES.maxWrongTries - (counted?.failedAttempts ?? CHECK_CODE_RULES.maxWrongTries);
    if (remaining <= 0) throw new CallError('E2005', 'account.checkCode.tooManyTries');
    throw new CallError('E2006', 'account.checkCode.wrong', { remaining });
  }
  // Only one of two concurrent correct tries may spend the code.
  const spent = await context.db
    .update(smsCheckCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCheckCodes.id, latest.id), isNull(smsCheckCodes.usedAt)))
    .returning({ id: smsCheckCodes.id });
  if (spent.length === 0) throw new CallError('E2004', 'account.checkCode.expired');
}

async function hashCode(
  context: CallContext,
  mobile: string,
  purpose: CheckCodePurpose,
  code: string,
): Promise<string> {
  return createHmac('sha256', await serverSecret(context))
    .update(`${purpose}:${mobile}:${code}`)
    .digest('base64url');
}

function sameHash(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(candidate);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The codes of this mobile and purpose asked for by one kind of requester and not yet used or retired. */
function liveCodesOf(mobile: string, purpose: CheckCodePurpose, requestedBy: CodeRequester) {
  return and(
    eq(smsCheckCodes.mobile, mobile),
    eq(smsCheckCodes.purpose, purpose),
    eq(smsCheckCodes.requestedBy, requestedBy),
    isNull(smsCheckCodes.usedAt),
  );
}
