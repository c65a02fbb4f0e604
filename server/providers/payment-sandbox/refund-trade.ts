import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxRefunds, sandboxTransactions } from '../../db/schema/payments';
import { GatewayRefundRefused, type RefundRequest } from './gateway';
import { newTradeNo } from './trade-numbers';

/**
 * The sandbox ledger's refund: the trade row is locked so two refunds of one trade cannot both spend the
 * same remainder; a request number already seen answers with its first refund.
 */
export async function refundTrade(db: Db, now: Date, request: RefundRequest): Promise<{ refundNo: string }> {
  return db.transaction(async (tx) => {
    const [trade] = await tx
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.tradeNo, request.tradeNo))
      .for('update');
    const [earlier] = await tx
      .select({ refundNo: sandboxRefunds.refundNo })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.tradeNo, request.tradeNo), eq(sandboxRefunds.merchantRequestNo, request.requestNo)));
    if (earlier) return earlier;
    if (!trade || (trade.status !== 'paid' && trade.status !== 'refunded'))
      throw new GatewayRefundRefused(
        `sandbox trade ${request.tradeNo} cannot be refunded (${trade?.status ?? 'unknown'})`,
      );
    const left = trade.amount - trade.refundedAmount;
    if (!Number.isInteger(request.amount) || request.amount <= 0 || request.amount > left) {
      throw new GatewayRefundRefused(
        `sandbox trade ${request.tradeNo} has ${left} CNY left to refund, not ${request.amount}`,
      );
    }
    const refundNo = newTradeNo('RF', now);
    await tx.insert(sandboxRefunds).values({
      refundNo,
      tradeNo: request.tradeNo,
      merchantRequestNo: request.requestNo,
      amount: request.amount,
      reason: request.reason,
      createdAt: now,
    });
    const emptied = request.amount === left;
    await tx
      .update(sandboxTransactions)
      .set({
        refundedAmount: sql`${sandboxTransactions.refundedAmount} + ${request.amount}`,
        ...(emptied ? { status: 'refunded' as const, refundNo, refundedAt: now } : {}),
      })
      .where(eq(sandboxTransactions.tradeNo, request.tradeNo));
    return { refundNo };
  });
}
