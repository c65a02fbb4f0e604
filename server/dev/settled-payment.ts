import type { Db } from '../db/client';
import { payments, sandboxTransactions } from '../db/schema/payments';

type TradeFacts = Pick<
  typeof sandboxTransactions.$inferInsert,
  'tradeNo' | 'merchantPayNo' | 'method' | 'amount' | 'subject' | 'status' | 'settledAt'
>;

/** A trade the sandbox gateway holds as if a payer had gone through its pages at `at`, for refunds to act on. */
export async function insertSandboxTrade(db: Db, trade: TradeFacts, at: Date): Promise<void> {
  await db
    .insert(sandboxTransactions)
    .values({ ...trade, returnUrl: '/', notifyUrl: '/', createdAt: at, expiresAt: at });
}

export interface SettledPayment {
  orderNo: string;
  memberId: string;
  amount: number;
  at: Date;
}

/**
 * An order paid in full through the sandbox gateway at `at`: its payment and the gateway's trade, as a payer's
 * checkout leaves them. A refund of the order then gives the money back through that trade.
 */
export async function recordSettledPayment(db: Db, { orderNo, memberId, amount, at }: SettledPayment) {
  const payNo = `PAY-${orderNo}`;
  const tradeNo = `SB-${orderNo}`;
  await insertSandboxTrade(
    db,
    { tradeNo, merchantPayNo: payNo, method: 'alipay', amount, subject: orderNo, status: 'paid', settledAt: at },
    at,
  );
  await db.insert(payments).values({
    payNo,
    orderNo,
    memberId,
    method: 'alipay',
    amount,
    status: 'paid',
    idempotencyKey: orderNo,
    gatewayTradeNo: tradeNo,
    createdAt: at,
    expiresAt: at,
    settledAt: at,
  });
  return tradeNo;
}
