import { and, eq, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { expirySource, walletBook, walletLedger } from './wallet-book';
import { lockWallet, newTransactionNo } from './wallet-ledger';

const expiryRows = alias(walletTransactions, 'expiry');

/**
 * The expiry job: each red envelope (or refund, or prize) past its expiry gives what is left of it back as an
 * 'expire' bill, once (the bill's source names the credit). Under the member's lock, so a payment and the job
 * take turns; a member with money frozen for an open payment is left for the next run, so the frozen money
 * is never expired from under the payment and the balance never goes below zero.
 */
export async function expireWalletCredits(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const due = await db
    .selectDistinct({ memberId: walletTransactions.memberId })
    .from(walletTransactions)
    .where(
      and(
        isNotNull(walletTransactions.expiresAt),
        lte(walletTransactions.expiresAt, now),
        notExists(
          db
            .select({ id: expiryRows.id })
            .from(expiryRows)
            .where(eq(expiryRows.source, sql`'expire:' || ${walletTransactions.transactionNo}`)),
        ),
      ),
    );
  let expired = 0;
  for (const { memberId } of due) expired += await expireMemberCredits(db, memberId, now);
  return expired;
}

/** One member's expired envelopes billed (see expireWalletCredits); also run before the wallet is shown. */
export async function expireMemberCredits(db: Db, memberId: string, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockWallet(tx, memberId);
    const [open] = await tx
      .select({ id: walletHolds.id })
      .from(walletHolds)
      .where(and(eq(walletHolds.memberId, memberId), eq(walletHolds.status, 'held')))
      .limit(1);
    if (open) return 0;
    const ledger = await walletLedger(tx, memberId);
    const done = new Set(ledger.flatMap((row) => (row.source?.startsWith('expire:') ? [row.source] : [])));
    let expired = 0;
    for (const { credit, left } of walletBook(ledger).envelopes) {
      if (!credit.expiresAt || credit.expiresAt > now || left === 0 || done.has(expirySource(credit.transactionNo)))
        continue;
      await tx.insert(walletTransactions).values({
        transactionNo: newTransactionNo(now),
        memberId,
        category: 'expire',
        amount: -left,
        source: expirySource(credit.transactionNo),
        // Money a refund gave back to an envelope already expired expires as it arrives.
        at: credit.expiresAt > credit.at ? credit.expiresAt : credit.at,
      });
      expired += left;
    }
    return expired;
  });
}
