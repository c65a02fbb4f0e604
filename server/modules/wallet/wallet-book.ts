import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletTransactions } from '../../db/schema/wallet';

export type LedgerRow = typeof walletTransactions.$inferSelect;
/** A credit (a red envelope, a prize, money a refund gave back) and what is left of it. */
export interface Envelope {
  credit: LedgerRow;
  left: number;
}
export interface Taken {
  credit: LedgerRow;
  amount: number;
}

const EXPIRY_SOURCE = 'expire:';
export const expirySource = (transactionNo: string) => `${EXPIRY_SOURCE}${transactionNo}`;
const validAt = (credit: LedgerRow, at: Date) => !credit.expiresAt || credit.expiresAt > at;
/** Soonest expiry first, money that never expires last; then the older credit. */
const spendingOrder = (a: Envelope, b: Envelope) =>
  (a.credit.expiresAt?.getTime() ?? Infinity) - (b.credit.expiresAt?.getTime() ?? Infinity) ||
  a.credit.at.getTime() - b.credit.at.getTime() ||
  a.credit.id - b.credit.id;
const byTime = (a: LedgerRow, b: LedgerRow) => a.at.getTime() - b.at.getTime() || a.id - b.id;

/**
 * Which envelope each debit took its money from, replayed in the order things happened: a payment (or a meal's
 * envelope taken back) spends the envelopes valid at that moment, the one expiring soonest first (a meal's take-back
 * its own envelope first), as a wallet spends; an expiry bill takes the rest of the envelope it names. So what is
 * left of the envelopes always sums to the ledger, and a refund can give money back to the envelopes it came from.
 */
export function walletBook(ledger: readonly LedgerRow[]): { envelopes: Envelope[]; takenBy: Map<number, Taken[]> } {
  const envelopes = ledger
    .filter((row) => row.amount > 0)
    .sort(byTime)
    .map((credit) => ({ credit, left: credit.amount }));
  const takenBy = new Map<number, Taken[]>();
  const debits = ledger.filter((row) => row.amount < 0).sort(byTime);
  for (const debit of debits.filter((row) => !row.source?.startsWith(EXPIRY_SOURCE))) {
    const own = debit.source?.startsWith('meal-return:') ? `meal:${debit.source.slice('meal-return:'.length)}` : null;
    const valid = envelopes
      .filter((envelope) => envelope.credit.at <= debit.at && validAt(envelope.credit, debit.at))
      .sort((a, b) => Number(b.credit.source === own) - Number(a.credit.source === own) || spendingOrder(a, b));
    // Older data may have spent more than was valid then: the rest comes from whatever is left.
    const rest = envelopes.filter((envelope) => !valid.includes(envelope)).sort(spendingOrder);
    let owed = -debit.amount;
    const taken: Taken[] = [];
    for (const envelope of [...valid, ...rest]) {
      const amount = Math.min(envelope.left, owed);
      if (amount <= 0) continue;
      envelope.left -= amount;
      owed -= amount;
      taken.push({ credit: envelope.credit, amount });
    }
    takenBy.set(debit.id, taken);
  }
  for (const expiry of debits.filter((row) => row.source?.startsWith(EXPIRY_SOURCE))) {
    const envelope = envelopes.find((candidate) => expiry.source === expirySource(candidate.credit.transactionNo));
    if (envelope) envelope.left = Math.max(0, envelope.left + expiry.amount);
  }
  return { envelopes, takenBy };
}

/** A member's whole wallet ledger, for walletBook. */
export function walletLedger(db: Db, memberId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.memberId, memberId))
    .orderBy(asc(walletTransactions.id));
}
