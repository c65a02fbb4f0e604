import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { lockWallet, newTransactionNo } from './wallet-ledger';

/** What the wallet holds for an order (0 when nothing): the rest is paid at the gateway. */
export async function heldForOrder(db: Db, orderNo: string): Promise<number> {
  const [hold] = await db.select({ amount: walletHolds.amount }).from(walletHolds).where(and(eq(walletHolds.orderNo, orderNo), eq(walletHolds.status, 'held')));
  return hold?.amount ?? 0;
}

/** The order is paid: its held money leaves the wallet as a payment bill. Runs once (held → spent). */
export async function spendHold(tx: Db, orderNo: string, at: Date): Promise<void> {
  const [hold] = await tx
    .update(walletHolds)
    .set({ status: 'spent', settledAt: at })
    .where(and(eq(walletHolds.orderNo, orderNo), eq(walletHolds.status, 'held')))
    .returning();
  if (!hold) return;
  await lockWallet(tx, hold.memberId);
  await tx.insert(walletTransactions).values({ transactionNo: newTransactionNo(at), memberId: hold.memberId, category: 'payment', amount: -hold.amount, orderNo, at });
}

/** The order ended unpaid: its held money is free again. */
export async function releaseHold(tx: Db, orderNo: string, at: Date): Promise<void> {
  await tx
    .update(walletHolds)
    .set({ status: 'released', settledAt: at })
    .where(and(eq(walletHolds.orderNo, orderNo), eq(walletHolds.status, 'held')));
}
