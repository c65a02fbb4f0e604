import { eq } from 'drizzle-orm';
import type { CallContext } from '../../calls/call';
import type { Db } from '../../db/client';
import { sandboxNotifications, sandboxTransactions } from '../../db/schema/payments';
import type { GatewayNotification } from './gateway';
import { merchantKey, signNotification } from './merchant-key';
import { newTradeNo } from './trade-numbers';

export type SettleOutcome = 'paid' | 'declined';
export type SettleResult =
  | { kind: 'settled'; trade: typeof sandboxTransactions.$inferSelect; notifyId: string }
  | { kind: 'alreadySettled'; trade: typeof sandboxTransactions.$inferSelect }
  | { kind: 'expired' }
  | { kind: 'notFound' };

/**
 * What the gateway does when the payer approves or declines on its page: settles the trade once (a second
 * click finds it settled) and queues a signed notification for the merchant in the same transaction.
 */
export async function settleTrade(
  context: Pick<CallContext, 'db' | 'clock' | 'config'>,
  tradeNo: string,
  outcome: SettleOutcome,
  cardLast4 = '',
): Promise<SettleResult> {
  const key = await merchantKey(context);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const [trade] = await tx
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.tradeNo, tradeNo))
      .for('update');
    if (!trade) return { kind: 'notFound' } as const;
    if (trade.status !== 'pending') return { kind: 'alreadySettled', trade } as const;
    if (now > trade.expiresAt) return { kind: 'expired' } as const;
    const status = outcome === 'paid' ? 'paid' : 'declined';
    const [settled] = await tx
      .update(sandboxTransactions)
      .set({ status, settledAt: now, cardLast4: cardLast4 || null })
      .where(eq(sandboxTransactions.tradeNo, tradeNo))
      .returning();
    const fields: Omit<GatewayNotification, 'sign'> = {
      notifyId: newTradeNo('NT', now),
      tradeNo,
      payNo: trade.merchantPayNo,
      method: trade.method,
      amount: String(trade.amount),
      outcome,
      settledAt: now.toISOString(),
      cardLast4,
    };
    const body = { ...fields, sign: signNotification(fields, key) };
    await (tx as unknown as Db)
      .insert(sandboxNotifications)
      .values({ notifyId: fields.notifyId, tradeNo, notifyUrl: trade.notifyUrl, body, nextAttemptAt: now });
    return { kind: 'settled', trade: settled!, notifyId: fields.notifyId } as const;
  });
}
