import { count, desc, eq } from 'drizzle-orm';
import type { WalletAccountData } from '../../../contract/wallet/wallet-calls';
import type { CallContext } from '../../calls/call';
import { walletTransactions } from '../../db/schema/wallet';
import { localDate } from '../../flight-calendar/calendar-days';
import { walletBook, walletLedger } from './wallet-book';
import { expireMemberCredits } from './wallet-expiry';
import { requireWalletMember } from './wallet-member';
import { walletAmounts } from './wallet-ledger';

/**
 * queryWalletAccount: total and frozen amounts, a page of bills, and the red envelopes still valid, each with
 * what is left of it, so that they sum to the total. Envelopes past their expiry are billed first (as the
 * expiry job would), so the total never counts money that has expired.
 */
export async function queryWalletAccount(
  context: CallContext,
  page: { pageNo: number; pageSize: number },
): Promise<WalletAccountData> {
  const memberId = await requireWalletMember(context);
  const now = context.clock.now();
  await expireMemberCredits(context.db, memberId, now);
  const { total, frozen, available } = await walletAmounts(context.db, memberId);
  const mine = eq(walletTransactions.memberId, memberId);
  const [counted] = await context.db.select({ value: count() }).from(walletTransactions).where(mine);
  const bills = await context.db
    .select()
    .from(walletTransactions)
    .where(mine)
    .orderBy(desc(walletTransactions.at), desc(walletTransactions.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const envelopes = walletBook(await walletLedger(context.db, memberId))
    .envelopes.filter(({ credit, left }) => left > 0 && (!credit.expiresAt || credit.expiresAt > now))
    .sort(
      (a, b) =>
        (a.credit.expiresAt?.getTime() ?? Infinity) - (b.credit.expiresAt?.getTime() ?? Infinity) ||
        a.credit.id - b.credit.id,
    );
  return {
    totalAmount: total,
    frozenAmount: frozen,
    availableAmount: available,
    bills: {
      total: counted?.value ?? 0,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      list: bills.map((bill) => ({
        category: bill.category,
        date: localDate(bill.at),
        transactionNo: bill.transactionNo,
        status: 'done' as const,
        amount: bill.amount,
      })),
    },
    envelopes: envelopes.map(({ credit, left }) => ({
      transactionNo: credit.transactionNo,
      category: credit.category,
      amount: left,
      date: localDate(credit.at),
      expiresOn: credit.expiresAt ? localDate(credit.expiresAt) : null,
    })),
  };
}
