import { and, count, eq, gt } from 'drizzle-orm';
import type { CheckCodePurpose } from '../../../contract/calls/accounts';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { smsCheckCodes } from '../../db/schema/accounts';

export const CHECK_CODE_RULES = {
  validMinutes: 5,
  maxWrongTries: 5,
  perMobilePerMinute: 1,
  perMobilePerDay: 5,
} as const;

const MINUTE = 60_000;

/**
 * Who asks for a code: the mobile's owner (their session, or a device that has logged in as them) or anyone
 * else. Each has its own per-mobile budget, so strangers who spend theirs cannot keep the owner from a code.
 */
export type CodeRequester = 'owner' | 'other';

export interface CodeRequest {
  mobile: string;
  purpose: CheckCodePurpose;
  requestedBy: CodeRequester;
  clientAddress: string;
}

/**
 * Refuses a send over the per-mobile or per-address limits, each with its own message. The minute's limit
 * is per purpose: a member who just logged in by code may at once ask for a code to change their mobile.
 * Every per-mobile limit counts the requester's own codes only; the per-address limit (many mobiles from one
 * address) is for strangers: the owner's codes are already bounded by their mobile's budget.
 */
export async function assertWithinLimits(
  db: Db,
  request: CodeRequest,
  now: Date,
  /** Codes one caller address may ask for in an hour (config SMS_CODES_PER_ADDRESS_PER_HOUR). */
  perAddressPerHour: number,
): Promise<void> {
  const sentSince = async (ms: number, ...conditions: ReturnType<typeof eq>[]) => {
    const [row] = await db
      .select({ sent: count() })
      .from(smsCheckCodes)
      .where(and(gt(smsCheckCodes.createdAt, new Date(now.getTime() - ms)), ...conditions));
    return row?.sent ?? 0;
  };
  const mobileOfRequester = [
    eq(smsCheckCodes.mobile, request.mobile),
    eq(smsCheckCodes.requestedBy, request.requestedBy),
  ];
  if (
    (await sentSince(MINUTE, ...mobileOfRequester, eq(smsCheckCodes.purpose, request.purpose))) >=
    CHECK_CODE_RULES.perMobilePerMinute
  ) {
    throw new CallError('E2001', 'account.checkCode.tooSoon');
  }
  if ((await sentSince(24 * 60 * MINUTE, ...mobileOfRequester)) >= CHECK_CODE_RULES.perMobilePerDay) {
    throw new CallError('E2002', 'account.checkCode.dailyLimit', { limit: CHECK_CODE_RULES.perMobilePerDay });
  }
  if (
    request.requestedBy === 'other' &&
    (await sentSince(
      60 * MINUTE,
      eq(smsCheckCodes.clientAddress, request.clientAddress),
      eq(smsCheckCodes.requestedBy, 'other'),
    )) >= perAddressPerHour
  ) {
    throw new CallError('E2003', 'account.checkCode.addressLimit');
  }
}
