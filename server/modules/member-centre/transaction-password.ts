import { eq, sql } from 'drizzle-orm';
import { SECURITY_REFUSALS, TRANSACTION_PASSWORD_MAX_WRONG } from '../../../contract/calls/member/security';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { memberTransactionPasswords } from '../../db/schema/member-centre';
import { hashPassword, verifyPassword } from '../accounts/passwords';

export async function transactionPasswordOf(db: Db, memberId: string) {
  const [row] = await db
    .select()
    .from(memberTransactionPasswords)
    .where(eq(memberTransactionPasswords.memberId, memberId));
  return row;
}

export async function storeTransactionPassword(db: Db, memberId: string, pin: string, now: Date): Promise<void> {
  const pinHash = await hashPassword(pin);
  await db
    .insert(memberTransactionPasswords)
    .values({ memberId, pinHash, failedAttempts: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: memberTransactionPasswords.memberId,
      set: { pinHash, failedAttempts: 0, updatedAt: now },
    });
}

/**
 * For the wallet: checks a member's 6-digit transaction password, or throws the refusal to show. The fifth
 * wrong try locks it until the member resets it by SMS code (six digits are too few to allow more guesses).
 */
export async function verifyTransactionPassword(context: CallContext, memberId: string, pin: string): Promise<void> {
  const stored = await transactionPasswordOf(context.db, memberId);
  if (!stored) throw new CallError(SECURITY_REFUSALS.pinNotSet, 'member.security.errors.pinNotSet');
  if (stored.failedAttempts >= TRANSACTION_PASSWORD_MAX_WRONG)
    throw new CallError(SECURITY_REFUSALS.pinLocked, 'member.security.errors.pinLocked');
  if (await verifyPassword(stored.pinHash, pin)) {
    if (stored.failedAttempts > 0)
      await context.db
        .update(memberTransactionPasswords)
        .set({ failedAttempts: 0 })
        .where(eq(memberTransactionPasswords.memberId, memberId));
    return;
  }
  const [counted] = await context.db
    .update(memberTransactionPasswords)
    .set({ failedAttempts: sql`${memberTransactionPasswords.failedAttempts} + 1` })
    .where(eq(memberTransactionPasswords.memberId, memberId))
    .returning({ failedAttempts: memberTransactionPasswords.failedAttempts });
  const remaining = TRANSACTION_PASSWORD_MAX_WRONG - (counted?.failedAttempts ?? TRANSACTION_PASSWORD_MAX_WRONG);
  if (remaining <= 0) throw new CallError(SECURITY_REFUSALS.pinLocked, 'member.security.errors.pinLocked');
  throw new CallError(SECURITY_REFUSALS.wrongPin, 'member.security.errors.wrongPin', { remaining });
}
