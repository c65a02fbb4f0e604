import { desc, eq } from 'drizzle-orm';
import type { WalletAccountData } from '../../../contract/wallet/wallet-calls';
import type { CallContext } from '../../calls/call';
import { walletTransactions } from '../../db/schema/wallet';
import { localDate } from '../../flight-calendar/calendar-days';
import { walletBook, walletLedger } from './wallet-book';
import { expireMemberCredits } from './wallet-expiry';
import { requireWalletMember } from './wallet-member';
import { walletAmounts } from './wallet-ledger';
import { pageOfRows, type PageRequest } from '../../shared/page-of-rows';

/**
 * queryWalletAccount: total and frozen amounts, a page of bills, and the red envelopes still valid, each with
 * what is left of it, so that they sum to the total. Envelopes past their expiry are billed first (as the
 * expiry job would), so the total never counts money that has expired.
 */
export async function queryWalletAccount(context: CallContext, page: PageRequest): Promise<WalletAccountData> {
  const memberId = await requireWalletMember(context);
  const now = context.clock.now();
  await expireMemberCredits(context.db, memberId, now);
  const { total, frozen, available } = await walletAmounts(context.db, memberId);
  const bills = await pageOfRows(
    context.db,
    walletTransactions,
    eq(walletTransactions.memberId, memberId),
    [desc(walletTransactions.at), desc(walletTransactions.id)],
    page,
  );
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
      total: bills.total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      list: bills.rows.map((bill) => ({
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
