import { eq } from 'drizzle-orm';
import { PAYMENT_REFUSALS } from '../../../contract/calls/payments';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { paymentNotifications, payments } from '../../db/schema/payments';
import type { GatewayNotification } from '../../providers/payment-sandbox/gateway';
import { hasValidSignature, merchantKey } from '../../providers/payment-sandbox/merchant-key';
import { spendHold } from '../wallet/wallet-holds';
import { STARTABLE, type PayableKind, type PayableOrder } from '../../shared/payable-orders';
import { gatewayFor } from './payment-gateway';

export type NotificationEffect = 'paid' | 'failed' | 'refunded' | 'ignored' | 'replay';
const ACCEPTS_MONEY: readonly string[] = STARTABLE;

/**
 * A gateway notification, checked (signature, payment, trade, amount) and applied once: its notify id is
 * recorded in the same transaction as its effect, so a replay finds it and changes nothing. Status only
 * moves forward: a decline after the money arrived is ignored. Money for an order that can no longer take
 * it (canceled, or already paid by another attempt) goes back to the payer at once.
 */
export async function applyNotification(
  context: CallContext,
  notification: GatewayNotification,
): Promise<NotificationEffect> {
  if (!hasValidSignature(notification, await merchantKey(context)))
    throw new CallError(PAYMENT_REFUSALS.badSignature, 'payment.errors.badSignature', {}, 400);
  const now = context.clock.now();
  const effect = await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [payment] = await db.select().from(payments).where(eq(payments.payNo, notification.payNo)).for('update');
    if (!payment || payment.gatewayTradeNo !== notification.tradeNo || String(payment.amount) !== notification.amount) {
      throw new CallError(PAYMENT_REFUSALS.notificationMismatch, 'payment.errors.notificationMismatch', {}, 400);
    }
    const recorded = await db
      .insert(paymentNotifications)
      .values({
        notifyId: notification.notifyId,
        payNo: payment.payNo,
        tradeNo: notification.tradeNo,
        outcome: notification.outcome,
        effect: 'ignored',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return 'replay' as const;
    const kind = context.payables.kindOf(payment.orderNo);
    const order = (await kind.find(db, payment.orderNo, true))!;
    const applied =
      notification.outcome === 'paid'
        ? await applyPaid(context, db, kind, payment, order, notification, now)
        : await applyDeclined(db, kind, payment, order, now);
    await db
      .update(paymentNotifications)
      .set({ effect: applied })
      .where(eq(paymentNotifications.notifyId, notification.notifyId));
    return applied;
  });
  // Ticketing (or EMDs) follow at once, in their own transaction; the payment jobs catch an order this misses.
  if (effect === 'paid') {
    const orderNo = (await orderOf(context.db, notification.payNo))!;
    await context.payables.kindOf(orderNo).afterPaid(context, orderNo);
  }
  return effect;
}

async function applyPaid(
  context: CallContext,
  db: Db,
  kind: PayableKind,
  payment: typeof payments.$inferSelect,
  order: PayableOrder,
  notification: GatewayNotification,
  now: Date,
): Promise<NotificationEffect> {
  if (payment.status === 'paid') return 'ignored';
  await db
    .update(payments)
    .set({ status: 'paid', settledAt: now, cardLast4: notification.cardLast4 || null })
    .where(eq(payments.payNo, payment.payNo));
  if (ACCEPTS_MONEY.includes(order.status)) {
    await kind.markPaid(db, order.orderNo, now);
    await spendHold(db, order.orderNo, now);
    await kind.record(db, order.orderNo, 'paid', now, {
      payNo: payment.payNo,
      method: payment.method,
      amount: payment.amount,
    });
    return 'paid';
  }
  const { refundNo } = await gatewayFor(context, db).refund({
    tradeNo: notification.tradeNo,
    requestNo: payment.payNo,
    amount: payment.amount,
    reason: 'order no longer payable',
  });
  await db.update(payments).set({ refundedAt: now }).where(eq(payments.payNo, payment.payNo));
  await kind.record(db, order.orderNo, 'payment_refunded', now, {
    payNo: payment.payNo,
    amount: payment.amount,
    refundNo,
    orderStatus: order.status,
  });
  return 'refunded';
}

async function applyDeclined(
  db: Db,
  kind: PayableKind,
  payment: typeof payments.$inferSelect,
  order: PayableOrder,
  now: Date,
): Promise<NotificationEffect> {
  if (payment.status !== 'waiting') return 'ignored';
  await db.update(payments).set({ status: 'failed', settledAt: now }).where(eq(payments.payNo, payment.payNo));
  if (await kind.move(db, order.orderNo, ['paying'], 'pay_failed'))
    await kind.record(db, order.orderNo, 'pay_failed', now, { payNo: payment.payNo, method: payment.method });
  return 'failed';
}

async function orderOf(db: Db, payNo: string): Promise<string | undefined> {
  const [payment] = await db.select({ orderNo: payments.orderNo }).from(payments).where(eq(payments.payNo, payNo));
  return payment?.orderNo;
}
