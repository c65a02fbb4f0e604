import { and, eq } from 'drizzle-orm';
import { WALLET_REFUSALS, type WalletPayData } from '../../../contract/wallet/wallet-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { walletHolds } from '../../db/schema/wallet';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { oncePerIdempotencyKey } from '../../shared/once-per-key';
import { PAYABLE, type PayableKind } from '../../shared/payable-orders';
import { requireWalletMember } from './wallet-member';
import { holdForOrder, spendHold } from './wallet-holds';
import { verifyTransactionPassword } from '../member-centre/transaction-password';

type WalletPayInput = { orderNo: string; amount: number; transactionPassword: string; idempotencyKey?: string };

/**
 * The wallet's share of an unpaid order (a flight order, luggage or meals), with the transaction password: the amount is frozen for the order
 * (under the member's lock, never more than is available). The whole order: it is paid at once and
 * ticketed. Part of it: the gateway then takes the rest; paying spends the frozen money, the order's end
 * unpaid frees it. With the client's idempotency key (as the gateway calls take it), a retry of a payment
 * that went through answers as it did, from its hold.
 */
export async function payOrderFromWallet(context: CallContext, input: WalletPayInput): Promise<WalletPayData> {
  const memberId = await requireWalletMember(context);
  await verifyTransactionPassword(context, memberId, input.transactionPassword);
  const kind = context.payables.kindOf(input.orderNo);
  const key = input.idempotencyKey;
  const earlier = (db: Db) => (key ? earlierPayment(db, kind, { memberId, orderNo: input.orderNo, key }) : undefined);
  let result: WalletPayData & { replayed?: boolean };
  try {
    result = await oncePerIdempotencyKey({
      earlier: async () => {
        const found = await earlier(context.db);
        return found && { ...found, replayed: true };
      },
      first: () => payNow(context, kind, memberId, input, earlier),
      uniqueKey: 'wallet_holds_order_idempotency_key',
    });
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint === 'wallet_holds_one_live_per_order')
      throw new CallError(WALLET_REFUSALS.alreadyHeld, 'wallet.errors.alreadyHeld');
    throw error;
  }
  const { replayed, ...reply } = result;
  if (reply.paid && !replayed) await kind.afterPaid(context, reply.orderNo);
  return reply;
}

async function payNow(
  context: CallContext,
  kind: PayableKind,
  memberId: string,
  input: WalletPayInput,
  earlier: (db: Db) => Promise<WalletPayData | undefined> | undefined,
): Promise<WalletPayData & { replayed?: boolean }> {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await kind.find(tx, input.orderNo, true);
    if (!order || order.memberId !== memberId)
      throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.orderNotPayable');
    // A twin of this request that held the order's lock first has paid: its answer is this one's.
    const twin = await earlier(tx);
    if (twin) return { ...twin, replayed: true };
    if (!(PAYABLE as readonly string[]).includes(order.status) || order.holdUntil <= now)
      throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.orderNotPayable');
    if (input.amount > order.totalAmount)
      throw new CallError(WALLET_REFUSALS.orderNotPayable, 'wallet.errors.moreThanDue', {
        amount: order.totalAmount,
      });
    const hold = { memberId, orderNo: order.orderNo, amount: input.amount, idempotencyKey: input.idempotencyKey };
    await holdForOrder(tx, { ...hold, at: now });
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
}

/** The reply an earlier payment with this key got, rebuilt from its hold and the order's total. */
async function earlierPayment(
  db: Db,
  kind: PayableKind,
  payment: { memberId: string; orderNo: string; key: string },
): Promise<WalletPayData | undefined> {
  const [hold] = await db
    .select({ amount: walletHolds.amount })
    .from(walletHolds)
    .where(
      and(
        eq(walletHolds.orderNo, payment.orderNo),
        eq(walletHolds.idempotencyKey, payment.key),
        eq(walletHolds.memberId, payment.memberId),
      ),
    );
  const order = hold && (await kind.find(db, payment.orderNo, false));
  if (!hold || !order) return undefined;
  return {
    orderNo: payment.orderNo,
    walletAmount: hold.amount,
    amountDue: order.totalAmount - hold.amount,
    paid: hold.amount === order.totalAmount,
  };
}
