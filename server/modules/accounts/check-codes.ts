import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { CheckCodePurpose } from '../../../contract/calls/accounts';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { smsCheckCodes } from '../../db/schema/accounts';
import { translate } from '../../i18n';
import { serverSecret } from '../../shared/server-secret';

export const CHECK_CODE_RULES = {
  validMinutes: 5,
  maxWrongTries: 5,
  perMobilePerMinute: 1,
  perMobilePerDay: 5,
} as const;

const MINUTE = 60_000;

/** Sends a fresh 6-digit code, within the per-mobile and per-address limits; older codes of that purpose stop working. */
export async function issueCheckCode(
  context: CallContext,
  mobile: string,
  purpose: CheckCodePurpose,
): Promise<{ resendAfterSeconds: number; validForSeconds: number }> {
  const now = context.clock.now();
  const clientAddress = context.request.ip;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashCode(context, mobile, purpose, code);
  await context.db.transaction(async (tx) => {
    // One sender per mobile at a time, so two quick requests cannot both slip under the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
    await assertWithinLimits(
      tx as unknown as Db,
      mobile,
      purpose,
      clientAddress,
      now,
      context.config.SMS_CODES_PER_ADDRESS_PER_HOUR,
    );
    await tx
      .update(smsCheckCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCheckCodes.mobile, mobile), eq(smsCheckCodes.purpose, purpose), isNull(smsCheckCodes.usedAt)));
    await tx.insert(smsCheckCodes).values({
      mobile,
      purpose,
      codeHash,
      clientAddress,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHECK_CODE_RULES.validMinutes * MINUTE),
    });
  });
  const text = translate(context.locale, 'account.checkCode.smsText', { code, minutes: CHECK_CODE_RULES.validMinutes });
  await context.providers.sms.send({ mobile, text, code, sentAt: now }, context.request.log);
  return { resendAfterSeconds: 60, validForSeconds: CHECK_CODE_RULES.validMinutes * 60 };
}

/**
 * Refuses a send over the per-mobile or per-address limits, each with its own message. The minute's limit
 * is per purpose: a member who just logged in by code may at once ask for a code to change their mobile.
 */
export async function assertWithinLimits(
  db: Db,
  mobile: string,
  purpose: CheckCodePurpose,
  clientAddress: string,
  now: Date,
  /** Codes one caller address may ask for in an hour (config SMS_CODES_PER_ADDRESS_PER_HOUR). */
  perAddressPerHour: number,
): Promise<void> {
  const sentSince = async (
    column: typeof smsCheckCodes.mobile | typeof smsCheckCodes.clientAddress,
    value: string,
    ms: number,
    onlyPurpose?: CheckCodePurpose,
  ) => {
    const [row] = await db
      .select({ sent: count() })
      .from(smsCheckCodes)
      .where(
        and(
          eq(column, value),
          gt(smsCheckCodes.createdAt, new Date(now.getTime() - ms)),
          onlyPurpose ? eq(smsCheckCodes.purpose, onlyPurpose) : undefined,
        ),
      );
    return row?.sent ?? 0;
  };
  if ((await sentSince(smsCheckCodes.mobile, mobile, MINUTE, purpose)) >= CHECK_CODE_RULES.perMobilePerMinute) {
    throw new CallError('E2001', 'account.checkCode.tooSoon');
  }
  if ((await sentSince(smsCheckCodes.mobile, mobile, 24 * 60 * MINUTE)) >= CHECK_CODE_RULES.perMobilePerDay) {
    throw new CallError('E2002', 'account.checkCode.dailyLimit', { limit: CHECK_CODE_RULES.perMobilePerDay });
  }
  if ((await sentSince(smsCheckCodes.clientAddress, clientAddress, 60 * MINUTE)) >= perAddressPerHour) {
    throw new CallError('E2003', 'account.checkCode.addressLimit');
  }
}

/**
 * Spends the latest code of this mobile and purpose. A wrong try counts against the code; the fifth ends it.
 * Nothing here runs in one transaction on purpose: a wrong try must stay counted though the call fails.
 */
export async function consumeCheckCode(
  context: CallContext,
  mobile: string,
  purpose: CheckCodePurpose,
  code: string,
): Promise<void> {
  const now = context.clock.now();
  const [latest] = await context.db
    .select()
    .from(smsCheckCodes)
    .where(and(eq(smsCheckCodes.mobile, mobile), eq(smsCheckCodes.purpose, purpose), isNull(smsCheckCodes.usedAt)))
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
