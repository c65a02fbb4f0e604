import { and, eq } from 'drizzle-orm';
import { WALLET_REFUSALS } from '../../../contract/wallet/wallet-calls';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { lockWallet, newTransactionNo, walletAmounts } from './wallet-ledger';

/**
 * Freezes part of a member's wallet for an order (any payable order), under the member's lock and never more
 * than is available; a second live hold for the order breaks wallet_holds_one_live_per_order.
 */
export async function holdForOrder(
  tx: Db,
  hold: { memberId: string; orderNo: string; amount: number; idempotencyKey?: string; at: Date },
): Promise<void> {
  await lockWallet(tx, hold.memberId);
  const { available } = await walletAmounts(tx, hold.memberId);
  if (hold.amount > available) throw new CallError(WALLET_REFUSALS.notEnough, 'wallet.errors.notEnough', { available });
  await tx.insert(walletHolds).values({
    memberId: hold.memberId,
    orderNo: hold.orderNo,
    amount: hold.amount,
    status: 'held',
    idempotencyKey: hold.idempotencyKey ?? null,
    createdAt: hold.at,
  });
}

/** What the wallet holds for an order (0 when nothing): the rest is paid at the gateway. */
export async function heldForOrder(db: Db, orderNo: string): Promise<number> {
  const [hold] = await db
    .select({ amount: walletHolds.amount })
    .from(walletHolds)
    .where(and(eq(walletHolds.orderNo, orderNo), eq(walletHolds.status, 'held')));
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
  await tx.insert(walletTransactions).values({
    transactionNo: newTransactionNo(at),
    memberId: hold.memberId,
    category: 'payment',
    amount: -hold.amount,
    orderNo,
    at,
  });
}

/** The order ended unpaid: its held money is free again. */
export async function releaseHold(tx: Db, orderNo: string, at: Date): Promise<void> {
  await tx
    .update(walletHolds)
    .set({ status: 'released', settledAt: at })
    .where(and(eq(walletHolds.orderNo, orderNo), eq(walletHolds.status, 'held')));
}
