import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema/orders';
import { refunds } from '../../db/schema/refunds';
import { walletShareOfRefund } from '../wallet/wallet-refund';

export type RefundRow = typeof refunds.$inferSelect;

/** Sends a refund's cash back to the payer; sending the same refundNo twice pays once. */
export interface RefundPayout {
  send(request: { orderNo: string; refundNo: string; amount: number }): Promise<{ gatewayRefundId: string }>;
}

/**
 * requested → refunded once the money is on its way back ('refunded' on the timeline). A payout that fails
 * leaves the refund requested: the next apply of the same coupons (or the retry job) sends it again.
 */
export async function settleRefund(
  deps: { db: Db; clock: Clock; payout: RefundPayout },
  refund: RefundRow,
): Promise<RefundRow> {
  if (refund.status === 'refunded') return refund;
  // The wallet's share went back to the wallet when the refund was recorded; the gateway sends the rest.
  const cash = refund.amount - (await walletShareOfRefund(deps.db, refund.refundNo));
  const { gatewayRefundId } =
    cash > 0
      ? await deps.payout.send({ orderNo: refund.orderNo, refundNo: refund.refundNo, amount: cash })
      : { gatewayRefundId: null };
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ status: 'refunded', gatewayRefundId, refundedAt: now })
      .where(and(eq(refunds.refundNo, refund.refundNo), eq(refunds.status, 'requested')))
      .returning();
    if (!settled) return (await tx.select().from(refunds).where(eq(refunds.refundNo, refund.refundNo)))[0]!;
    await tx.insert(orderEvents).values({
      orderNo: refund.orderNo,
      kind: 'refunded',
      at: now,
      detail: {
        refundNo: refund.refundNo,
        amount: refund.amount,
        fee: refund.fee,
        pointsBack: refund.pointsBack,
        gatewayRefundId,
      },
    });
    return settled;
  });
}
