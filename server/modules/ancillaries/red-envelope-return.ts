import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ancillaryOrders } from '../../db/schema/ancillaries';
import { takeBackRedEnvelope } from '../wallet/wallet-ledger';

type OrderRow = typeof ancillaryOrders.$inferSelect;

/**
 * An envelope is only for a meal that stays paid: the first refund of an order whose envelope was drawn takes
 * it back before any money leaves, in the refund's transaction under the order's lock. The wallet gives back
 * what it has free of it; what was already spent comes off this refund (never more than the refund). The
 * order records the whole amount taken back, so its view and a second refund know. Returns what comes off
 * the refund.
 */
export async function takeEnvelopeBack(tx: Db, order: OrderRow, refund: number, at: Date): Promise<number> {
  if (order.redEnvelopeAmount === null || order.redEnvelopeReturned !== null) return 0;
  const fromWallet = await takeBackRedEnvelope(tx, {
    memberId: order.memberId,
    mealOrderNo: order.orderNo,
    upTo: order.redEnvelopeAmount,
    at,
  });
  const fromRefund = Math.min(order.redEnvelopeAmount - fromWallet, refund);
  await tx
    .update(ancillaryOrders)
    .set({ redEnvelopeReturned: fromWallet + fromRefund })
    .where(eq(ancillaryOrders.orderNo, order.orderNo));
  return fromRefund;
}
