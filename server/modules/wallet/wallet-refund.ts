import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { creditWallet, RED_ENVELOPE_DAYS } from './wallet-ledger';

const sumOf = (column: typeof walletHolds.amount | typeof walletTransactions.amount) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const refundSource = (refundNo: string) => `refund:${refundNo}`;

/**
 * A refund of an order paid partly from the wallet gives the wallet its share back first: up to what the
 * wallet paid for the order, less what earlier refunds of the order already returned. Called inside the
 * refund's transaction with the order locked; the credit's source is the refund number, so it lands once.
 * Returns the amount credited to the wallet (the gateway sends the rest).
 */
export async function returnWalletShare(
  tx: Db,
  refund: { orderNo: string; memberId: string; refundNo: string; amount: number; at: Date },
): Promise<number> {
  const [paid] = await tx
    .select({ amount: sumOf(walletHolds.amount) })
    .from(walletHolds)
    .where(and(eq(walletHolds.orderNo, refund.orderNo), eq(walletHolds.status, 'spent')));
  const [returned] = await tx
    .select({ amount: sumOf(walletTransactions.amount) })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.orderNo, refund.orderNo), eq(walletTransactions.category, 'refund')));
  const share = Math.min(refund.amount, (paid?.amount ?? 0) - (returned?.amount ?? 0));
  if (share <= 0) return 0;
  const expiresAt = new Date(refund.at.getTime() + RED_ENVELOPE_DAYS * 86_400_000);
  await creditWallet(tx, {
    memberId: refund.memberId,
    category: 'refund',
    amount: share,
    source: refundSource(refund.refundNo),
    orderNo: refund.orderNo,
    expiresAt,
    at: refund.at,
  });
  return share;
}

/** What a refund returned to the wallet (0 when nothing). */
export async function walletShareOfRefund(db: Db, refundNo: string): Promise<number> {
  const [row] = await db
    .select({ amount: walletTransactions.amount })
    .from(walletTransactions)
    .where(eq(walletTransactions.source, refundSource(refundNo)));
  return row?.amount ?? 0;
}
