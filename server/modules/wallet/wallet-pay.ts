import { eq } from 'drizzle-orm';
import { PAYABLE_STATUSES } from '../../../contract/calls/order-status';
import { WALLET_REFUSALS, type WalletPayData } from '../../../contract/wallet/wallet-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/orders';
import { walletHolds } from '../../db/schema/wallet';
import { violatedUniqueConstraint } from '../orders/database-errors';
import { issueTickets } from '../ticketing/issue-tickets';
import { requireWalletMember } from './wallet-member';
import { lockWallet, walletAmounts } from './wallet-ledger';
import { spendHold } from './wallet-holds';
import { verifyTransactionPassword } from '../member-centre/transaction-password';

/**
 * The wallet's share of an unpaid order, with the transaction password: the amount is frozen for the order
 * (under the member's lock, never more than is available). The whole order: it is paid at once and
 * ticketed. Part of it: the gateway then takes the rest; paying spends the frozen money, the order's end
 * unpaid frees it.
 */
export async function payOrderFromWallet(context: CallContext, input: { orderNo: string; amount: number; transactionPassword: string }): Promise<WalletPayData> {
  const memberId = await requireWalletMember(context);
  await verifyTransactionPassword(context, memberId, input.transactionPassword);
  const now = context.clock.now();
  let result: WalletPayData;
  try {
    result = await context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [order] = await tx.select().from(orders).where(eq(orders.orderNo, input.orderNo)).for('update');
      if (!order || order.memberId !== memberId) throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.orderNotPayable');
      if (!PAYABLE_STATUSES.includes(order.status) || order.holdUntil <= now) throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.orderNotPayable');
      if (input.amount > order.totalAmount) throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.moreThanDue', { amount: order.totalAmount });
      await lockWallet(tx, memberId);
      const { available } = await walletAmounts(tx, memberId);
      if (input.amount > available) throw new CallError(WALLET_REFUSALS.notEnough, 'wallet.errors.notEnough', { available });
      await tx.insert(walletHolds).values({ memberId, orderNo: order.orderNo, amount: input.amount, status: 'held', createdAt: now });
      const paid = input.amount === order.totalAmount;
      if (paid) {
        await tx.update(orders).set({ status: 'awaiting_ticketing', paidAt: now }).where(eq(orders.orderNo, order.orderNo));
        await spendHold(tx, order.orderNo, now);
      }
      await tx.insert(orderEvents).values({ orderNo: order.orderNo, kind: paid ? 'paid' : 'wallet_held', at: now, detail: { method: 'wallet', amount: input.amount } });
      return { orderNo: order.orderNo, walletAmount: input.amount, amountDue: order.totalAmount - input.amount, paid };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint === 'wallet_holds_one_live_per_order') throw new CallError(WALLET_REFUSALS.alreadyHeld, 'wallet.errors.alreadyHeld');
    throw error;
  }
  if (result.paid) await issueTickets(context.db, context.clock, context.config.TICKET_PREFIX, result.orderNo);
  return result;
}
