import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxTransactions } from '../../../db/schema/payments';

/** The gateway's side of a trade as it stands now. */
export async function sandboxTradeOf(db: Db, tradeNo: string) {
  const [trade] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.tradeNo, tradeNo));
  return trade!;
}
