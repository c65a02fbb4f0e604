import { WALLET_REFUSALS, type WalletPayData } from '../../../contract/wallet/wallet-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { PAYABLE } from '../../shared/payable-orders';
import { requireWalletMember } from './wallet-member';
import { holdForOrder, spendHold } from './wallet-holds';
import { verifyTransactionPassword } from '../member-centre/transaction-password';

/**
 * The wallet's share of an unpaid order (a flight order, luggage or meals), with the transaction password: the amount is frozen for the order
 * (under the member's lock, never more than is available). The whole order: it is paid at once and
 * ticketed. Part of it: the gateway then takes the rest; paying spends the frozen money, the order's end
 * unpaid frees it.
 */
export async function payOrderFromWallet(
  context: CallContext,
  input: { orderNo: string; amount: number; transactionPassword: string },
): Promise<WalletPayData> {
  const memberId = await requireWalletMember(context);
  await verifyTransactionPassword(context, memberId, input.transactionPassword);
  const now = context.clock.now();
  const kind = context.payables.kindOf(input.orderNo);
  let result: WalletPayData;
  try {
    result = await context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const order = await kind.find(tx, input.orderNo, true);
      if (!order || order.memberId !== memberId)
        throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.orderNotPayable');
      if (!(PAYABLE as readonly string[]).includes(order.status) || order.holdUntil <= now)
        throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.orderNotPayable');
      if (input.amount > order.totalAmount)
        throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.moreThanDue', {
          amount: order.totalAmount,
        });
      await holdForOrder(tx, { memberId, orderNo: order.orderNo, amount: input.amount, at: now });
      const paid = input.amount === order.totalAmount;
      if (paid) {
        await kind.markPaid(tx, order.orderNo, now);
        await spendHold(tx, order.orderNo, now);
      }
      await kind.record(tx, order.orderNo, paid ? 'paid' : 'wallet_held', now, {
        method: 'wallet',
        amount: input.amount,
      });
      return { orderNo: order.orderNo, walletAmount: input.amount, amountDue: order.totalAmount - input.amount, paid };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint === 'wallet_holds_one_live_per_order')
      throw new CallError(WALLET_REFUSALS.alreadyHeld, 'wallet.errors.alreadyHeld');
    throw error;
  }
  if (result.paid) await kind.afterPaid(context, result.orderNo);
  return result;
}
