import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxTransactions } from '../../../db/schema/payments';

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

/** The gateway's side of a trade as it stands now. */
export async function sandboxTradeOf(db: Db, tradeNo: string) {
  const [trade] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.tradeNo, tradeNo));
  return trade!;
}
