import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { walletHolds, walletTransactions, type WalletCategory } from '../../db/schema/wallet';

/** The balance is the ledger's sum; frozen is what open payments hold. */
export async function walletAmounts(
  db: Db,
  memberId: string,
): Promise<{ total: number; frozen: number; available: number }> {
  const [ledger] = await db
    .select({ total: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)`.mapWith(Number) })
    .from(walletTransactions)
    .where(eq(walletTransactions.memberId, memberId));
  const [held] = await db
    .select({ frozen: sql<number>`coalesce(sum(${walletHolds.amount}), 0)`.mapWith(Number) })
    .from(walletHolds)
    .where(and(eq(walletHolds.memberId, memberId), eq(walletHolds.status, 'held')));
  const total = ledger?.total ?? 0;
  const frozen = held?.frozen ?? 0;
  return { total, frozen, available: total - frozen };
}

/** Every change of a member's wallet happens with the member row locked: reads and writes take turns. */
export async function lockWallet(tx: Db, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export function newTransactionNo(at: Date): string {
  return `W${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(1e10)).padStart(10, '0')}`;
}

export interface WalletCredit {
  memberId: string;
  category: Extract<WalletCategory, 'redEnvelope' | 'activity' | 'refund'>;
  amount: number;
  /** What gave it ('meal:<orderNo>', 'refund:<refundNo>'): the same source credits once. */
  source: string;
  /** The order the money came back from (a refund). */
  orderNo?: string;
  expiresAt?: Date;
  at: Date;
}

/**
 * Puts money in a member's wallet: a red envelope (meals' drawRedEnvelope calls this), an activity's prize, a
 * refund paid to the wallet. Returns the bill's transaction number; a second call for the same source
 * returns the first one's and adds nothing.
 */
export async function creditWallet(db: Db, credit: WalletCredit): Promise<string> {
  if (!Number.isInteger(credit.amount) || credit.amount <= 0)
    throw new Error('a wallet credit is a positive whole amount');
  const [row] = await db
    .insert(walletTransactions)
    .values({ ...credit, transactionNo: newTransactionNo(credit.at), expiresAt: credit.expiresAt ?? null })
    .onConflictDoNothing({ target: walletTransactions.source })
    .returning({ transactionNo: walletTransactions.transactionNo });
  if (row) return row.transactionNo;
  const [earlier] = await db
    .select({ transactionNo: walletTransactions.transactionNo })
    .from(walletTransactions)
    .where(eq(walletTransactions.source, credit.source));
  return earlier!.transactionNo;
}

/** A red envelope from a meal order: valid for a year. */
export const RED_ENVELOPE_DAYS = 365;
export function creditRedEnvelope(
  db: Db,
  envelope: { memberId: string; amount: number; mealOrderNo: string; at: Date },
): Promise<string> {
  const expiresAt = new Date(envelope.at.getTime() + RED_ENVELOPE_DAYS * 86_400_000);
  return creditWallet(db, {
    memberId: envelope.memberId,
    category: 'redEnvelope',
    amount: envelope.amount,
    source: `meal:${envelope.mealOrderNo}`,
    expiresAt,
    at: envelope.at,
  });
}

/**
 * A meal's refund takes its red envelope back: as much of `upTo` as the wallet has free (never below what
 * open payments hold), under the member's lock, as a negative red-envelope bill naming the meal order, once.
 * Returns the amount taken.
 */
export async function takeBackRedEnvelope(
  tx: Db,
  envelope: { memberId: string; mealOrderNo: string; upTo: number; at: Date },
): Promise<number> {
  await lockWallet(tx, envelope.memberId);
  const { available } = await walletAmounts(tx, envelope.memberId);
  const amount = Math.max(0, Math.min(envelope.upTo, available));
  if (amount === 0) return 0;
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      transactionNo: newTransactionNo(envelope.at),
      memberId: envelope.memberId,
      category: 'redEnvelope',
      amount: -amount,
      source: `meal-return:${envelope.mealOrderNo}`,
      orderNo: envelope.mealOrderNo,
      at: envelope.at,
    })
    .onConflictDoNothing({ target: walletTransactions.source })
    .returning({ amount: walletTransactions.amount });
  return row ? amount : 0;
}
