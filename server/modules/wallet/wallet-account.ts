import { and, count, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { WalletAccountData } from '../../../contract/wallet/wallet-calls';
import type { CallContext } from '../../calls/call';
import { walletTransactions } from '../../db/schema/wallet';
import { localDate } from '../../flight-calendar/calendar-days';
import { requireWalletMember } from './wallet-member';
import { walletAmounts } from './wallet-ledger';

/** queryWalletAccount: total and frozen amounts, a page of bills, and the red envelopes not yet expired. */
export async function queryWalletAccount(
  context: CallContext,
  page: { pageNo: number; pageSize: number },
): Promise<WalletAccountData> {
  const memberId = await requireWalletMember(context);
  const now = context.clock.now();
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
  const envelopes = await context.db
    .select()
    .from(walletTransactions)
    .where(and(mine, isNotNull(walletTransactions.expiresAt), gt(walletTransactions.expiresAt, now)))
    .orderBy(walletTransactions.expiresAt);
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
    envelopes: envelopes.map((envelope) => ({
      transactionNo: envelope.transactionNo,
      category: envelope.category,
      amount: envelope.amount,
      date: localDate(envelope.at),
      expiresOn: localDate(envelope.expiresAt!),
    })),
  };
}
