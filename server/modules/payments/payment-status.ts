import { and, eq } from 'drizzle-orm';
import { PAYMENT_REFUSALS, type PayStatusData, type PayStatusPayload } from '../../../contract/calls/payments';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { requireMember } from '../accounts/sessions';
import { gatewayFor } from './payment-gateway';

/**
 * Where one attempt stands, as the server knows it (the return URL proves nothing). A waiting attempt
 * whose order was canceled is cancelled; one past its window that the gateway never settled has expired.
 */
export async function paymentStatus(context: CallContext, input: PayStatusPayload): Promise<PayStatusData> {
  const { memberId } = await requireMember(context);
  const [found] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.payNo, input.payNo), eq(payments.orderNo, input.orderNo), eq(payments.memberId, memberId)));
  if (!found) throw new CallError(PAYMENT_REFUSALS.paymentNotFound, 'payment.errors.paymentNotFound');
  if (found.status === 'waiting') await closeIfOver(context, found);

  const [payment] = await context.db.select().from(payments).where(eq(payments.payNo, found.payNo));
  const kind = context.payables.kindOf(found.orderNo);
  const order = await kind.find(context.db, found.orderNo);
  const tickets = await kind.issued(context.db, found.orderNo);
  return {
    status: payment!.status,
    orderStatus: order!.status,
    method: payment!.method,
    amount: payment!.amount,
    refunded: payment!.refundedAt !== null,
    tickets,
  };
}

async function closeIfOver(context: CallContext, payment: typeof payments.$inferSelect): Promise<void> {
  const now = context.clock.now();
  const kind = context.payables.kindOf(payment.orderNo);
  const order = await kind.find(context.db, payment.orderNo);
  if (order?.status === 'canceled') {
    await context.db
      .update(payments)
      .set({ status: 'cancelled', settledAt: now })
      .where(and(eq(payments.payNo, payment.payNo), eq(payments.status, 'waiting')));
    return;
  }
  if (now <= payment.expiresAt) return;
  // Money the gateway already took is on its way in a notification: the attempt stays waiting for it.
  const atGateway = payment.gatewayTradeNo
    ? await gatewayFor(context, context.db).queryStatus(payment.gatewayTradeNo)
    : { status: 'unknown' };
  if (atGateway.status === 'paid' || atGateway.status === 'declined') return;
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const expired = await db
      .update(payments)
      .set({ status: 'expired', settledAt: now })
      .where(and(eq(payments.payNo, payment.payNo), eq(payments.status, 'waiting')))
      .returning();
    if (expired.length === 0) return;
    if (await kind.move(db, payment.orderNo, ['paying'], 'pay_failed'))
      await kind.record(db, payment.orderNo, 'payment_expired', now, { payNo: payment.payNo });
  });
}
