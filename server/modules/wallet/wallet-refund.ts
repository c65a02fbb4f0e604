import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { walletBook, walletLedger, type Taken } from './wallet-book';
import { creditWallet } from './wallet-ledger';

const refundSource = (refundNo: string) => `refund:${refundNo}`;

/**
 * A refund of an order paid partly from the wallet gives the wallet its share back first: up to what the
 * wallet paid for the order, less what earlier refunds of the order already returned. The money goes back to
 * the envelopes the payment took it from, each with its own expiry (a refund never makes promotional money
 * last longer, and money whose envelope has expired meanwhile expires on its return rather than becoming cash
 * at the gateway). Called inside the refund's transaction with the order locked; each credit's source names the
 * refund and the envelope, so it lands once. Returns the amount credited to the wallet (the gateway sends the rest).
 */
export async function returnWalletShare(
  tx: Db,
  refund: { orderNo: string; memberId: string; refundNo: string; amount: number; at: Date },
): Promise<number> {
  const [paid] = await tx
    .select({ amount: sql<number>`coalesce(sum(${walletHolds.amount}), 0)`.mapWith(Number) })
    .from(walletHolds)
    .where(and(eq(walletHolds.orderNo, refund.orderNo), eq(walletHolds.status, 'spent')));
  if (!paid?.amount) return 0;
  const ledger = await walletLedger(tx, refund.memberId);
  const ofOrder = (category: 'payment' | 'refund') =>
    ledger.filter((row) => row.orderNo === refund.orderNo && row.category === category);
  const returned = ofOrder('refund').reduce((sum, row) => sum + row.amount, 0);
  const { takenBy } = walletBook(ledger);
  const taken = ofOrder('payment').flatMap((payment) => takenBy.get(payment.id) ?? []);
  let share = 0;
  for (const piece of piecesAfter(taken, returned, Math.min(refund.amount, paid.amount - returned))) {
    await creditWallet(tx, {
      memberId: refund.memberId,
      category: 'refund',
      amount: piece.amount,
      source: `${refundSource(refund.refundNo)}:${piece.credit.transactionNo}`,
      orderNo: refund.orderNo,
      expiresAt: piece.credit.expiresAt ?? undefined,
      at: refund.at,
    });
    share += piece.amount;
  }
  return share;
}

/** The pieces of a payment from `skip` on (what earlier refunds gave back), `upTo` in all. */
function piecesAfter(taken: readonly Taken[], skip: number, upTo: number): Taken[] {
  const pieces: Taken[] = [];
  let toSkip = skip;
  let left = upTo;
  for (const piece of taken) {
    const skipped = Math.min(toSkip, piece.amount);
    toSkip -= skipped;
    const amount = Math.min(piece.amount - skipped, left);
    if (amount <= 0) continue;
    left -= amount;
    pieces.push({ credit: piece.credit, amount });
  }
  return pieces;
}

/** What a refund returned to the wallet (0 when nothing). */
export async function walletShareOfRefund(db: Db, refundNo: string): Promise<number> {
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)`.mapWith(Number) })
    .from(walletTransactions)
    .where(
      or(
        eq(walletTransactions.source, refundSource(refundNo)),
        like(walletTransactions.source, `${refundSource(refundNo)}:%`),
      ),
    );
  return row?.amount ?? 0;
}
