import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ANCILLARY_REFUSALS } from '../../../contract/ancillaries/ancillary-calls';
import type { RedEnvelopeData } from '../../../contract/ancillaries/ancillary-schemas';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { ancillaryOrders } from '../../db/schema/ancillaries';
import { requireMember } from '../accounts/sessions';
import { creditRedEnvelope } from '../wallet/wallet-ledger';
import { requireOwnOrder } from './order-view';

/** A red envelope is 5 to 30 yuan. */
const MIN_ENVELOPE = 5;
const MAX_ENVELOPE = 30;

/**
 * drawRedEnvelope: a paid meal order's envelope, a random amount into the wallet, once. The amount is
 * fixed on the order under its lock and the credit's source is the order, so a repeat returns the same one.
 */
export async function drawRedEnvelope(context: CallContext, orderNo: string): Promise<RedEnvelopeData> {
  const { memberId } = await requireMember(context);
  await requireOwnOrder(context, 'meal', memberId, orderNo);
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx.select().from(ancillaryOrders).where(eq(ancillaryOrders.orderNo, orderNo)).for('update');
    if (!order || !['paid', 'refunded'].includes(order.status) || order.paidAt === null) {
      throw new CallError(ANCILLARY_REFUSALS.envelopeNotAvailable, 'ancillaryServer.refusals.envelopeNotAvailable');
    }
    const amount = order.redEnvelopeAmount ?? randomInt(MIN_ENVELOPE, MAX_ENVELOPE + 1);
    await tx
      .update(ancillaryOrders)
      .set({ redEnvelopeAmount: amount })
      .where(and(eq(ancillaryOrders.orderNo, orderNo), isNull(ancillaryOrders.redEnvelopeAmount)));
    const transactionNo = await creditRedEnvelope(tx, { memberId, amount, mealOrderNo: orderNo, at: now });
    return { orderNo, amount, transactionNo };
  });
}
