import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ANCILLARY_REFUSALS } from '../../../contract/ancillaries/ancillary-calls';
import type { RedEnvelopeData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import { canDrawRedEnvelope, RED_ENVELOPE_YUAN } from '../../../contract/ancillaries/red-envelope-rule';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders, mealEnvelopeCoupons } from '../../db/schema/ancillaries';
import { requireMember } from '../accounts/sessions';
import { creditRedEnvelope } from '../wallet/wallet-ledger';
import { requireOwnOrder } from './order-view';
import { redEnvelopeFacts } from './red-envelope-facts';

const notAvailable = () =>
  new CallError(ANCILLARY_REFUSALS.envelopeNotAvailable, 'ancillaryServer.refusals.envelopeNotAvailable');

/**
 * drawRedEnvelope: a paid meal order's envelope, a random amount into the wallet, as the contract's
 * canDrawRedEnvelope allows (paid, nothing refunded, a coupon never rewarded). Under the order's lock, so a
 * refund waits for it or it for the refund; the coupons are claimed for good (their primary key decides
 * between two orders on one coupon), and the credit's source is the order, so a repeat returns the same one.
 */
export async function drawRedEnvelope(context: CallContext, orderNo: string): Promise<RedEnvelopeData> {
  const { memberId } = await requireMember(context);
  await requireOwnOrder(context, 'meal', memberId, orderNo);
  const at = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx.select().from(ancillaryOrders).where(eq(ancillaryOrders.orderNo, orderNo)).for('update');
    if (!order) throw notAvailable();
    if (order.redEnvelopeAmount !== null) {
      const amount = order.redEnvelopeAmount;
      return {
        orderNo,
        amount,
        transactionNo: await creditRedEnvelope(tx, { memberId, amount, mealOrderNo: orderNo, at }),
      };
    }
    if (!canDrawRedEnvelope(await redEnvelopeFacts(tx, order))) throw notAvailable();
    const paidCoupons = await tx
      .selectDistinct({ couponId: ancillaryItems.couponId })
      .from(ancillaryItems)
      .where(and(eq(ancillaryItems.orderNo, orderNo), eq(ancillaryItems.status, 'paid')));
    const claimed = await tx
      .insert(mealEnvelopeCoupons)
      .values(paidCoupons.map(({ couponId }) => ({ couponId, orderNo })))
      .onConflictDoNothing()
      .returning({ couponId: mealEnvelopeCoupons.couponId });
    // Another order's draw claimed them all since the facts were read.
    if (claimed.length === 0) throw notAvailable();
    const amount = randomInt(RED_ENVELOPE_YUAN.min, RED_ENVELOPE_YUAN.max + 1);
    await tx.update(ancillaryOrders).set({ redEnvelopeAmount: amount }).where(eq(ancillaryOrders.orderNo, orderNo));
    const transactionNo = await creditRedEnvelope(tx, { memberId, amount, mealOrderNo: orderNo, at });
    return { orderNo, amount, transactionNo };
  });
}
