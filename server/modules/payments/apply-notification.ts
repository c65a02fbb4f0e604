import { eq } from 'drizzle-orm';
import { PAYABLE_STATUSES } from '../../../contract/calls/order-status';
import { PAYMENT_REFUSALS } from '../../../contract/calls/payments';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { orderEvents, orders, type OrderStatus } from '../../db/schema/orders';
import { paymentNotifications, payments } from '../../db/schema/payments';
import type { GatewayNotification } from '../../providers/payment-sandbox/gateway';
import { hasValidSignature, merchantKey } from '../../providers/payment-sandbox/merchant-key';
import { issueTickets } from '../ticketing/issue-tickets';
import { spendHold } from '../wallet/wallet-holds';
import { gatewayFor } from './payment-gateway';

export type NotificationEffect = 'paid' | 'failed' | 'refunded' | 'ignored' | 'replay';
const ACCEPTS_MONEY: readonly OrderStatus[] = [...PAYABLE_STATUSES, 'paying'] as OrderStatus[];

/**
 * A gateway notification, checked (signature, payment, trade, amount) and applied once: its notify id is
 * recorded in the same transaction as its effect, so a replay finds it and changes nothing. Status only
 * moves forward: a decline after the money arrived is ignored. Money for an order that can no longer take
 * it (canceled, or already paid by another attempt) goes back to the payer at once.
 */
export async function applyNotification(context: CallContext, notification: GatewayNotification): Promise<NotificationEffect> {
  if (!hasValidSignature(notification, await merchantKey(context))) throw new CallError(PAYMENT_REFUSALS.badSignature, 'payment.errors.badSignature', {}, 400);
  const now = context.clock.now();
  const effect = await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [payment] = await db.select().from(payments).where(eq(payments.payNo, notification.payNo)).for('update');
    if (!payment || payment.gatewayTradeNo !== notification.tradeNo || String(payment.amount) !== notification.amount) {
      throw new CallError(PAYMENT_REFUSALS.notificationMismatch, 'payment.errors.notificationMismatch', {}, 400);
    }
    const recorded = await db
      .insert(paymentNotifications)
      .values({ notifyId: notification.notifyId, payNo: payment.payNo, tradeNo: notification.tradeNo, outcome: notification.outcome, effect: 'ignored', receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (recorded.length === 0) return 'replay' as const;
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, payment.orderNo)).for('update');
    const applied = notification.outcome === 'paid' ? await applyPaid(context, db, payment, order!, notification, now) : await applyDeclined(db, payment, order!, now);
    await db.update(paymentNotifications).set({ effect: applied }).where(eq(paymentNotifications.notifyId, notification.notifyId));
    return applied;
  });
  // Ticketing follows at once, in its own transaction; the ticketing job catches an order this misses.
  if (effect === 'paid') await issueTickets(context.db, context.clock, context.config.TICKET_PREFIX, (await orderOf(context.db, notification.payNo))!);
  return effect;
}

async function applyPaid(
  context: CallContext,
  db: Db,
  payment: typeof payments.$inferSelect,
  order: typeof orders.$inferSelect,
  notification: GatewayNotification,
  now: Date,
): Promise<NotificationEffect> {
  if (payment.status === 'paid') return 'ignored';
  await db.update(payments).set({ status: 'paid', settledAt: now, cardLast4: notification.cardLast4 || null }).where(eq(payments.payNo, payment.payNo));
  if (ACCEPTS_MONEY.includes(order.status)) {
    await db.update(orders).set({ status: 'awaiting_ticketing', paidAt: now }).where(eq(orders.orderNo, order.orderNo));
    await spendHold(db, order.orderNo, now);
    await db.insert(orderEvents).values({ orderNo: order.orderNo, kind: 'paid', at: now, detail: { payNo: payment.payNo, method: payment.method, amount: payment.amount } });
    return 'paid';
  }
  const { refundNo } = await gatewayFor(context, db).refund({ tradeNo: notification.tradeNo, requestNo: payment.payNo, amount: payment.amount, reason: 'order no longer payable' });
  await db.update(payments).set({ refundedAt: now }).where(eq(payments.payNo, payment.payNo));
  await db.insert(orderEvents).values({
    orderNo: order.orderNo,
    kind: 'payment_refunded',
    at: now,
    detail: { payNo: payment.payNo, amount: payment.amount, refundNo, orderStatus: order.status },
  });
  return 'refunded';
}

async function applyDeclined(db: Db, payment: typeof payments.$inferSelect, order: typeof orders.$inferSelect, now: Date): Promise<NotificationEffect> {
  if (payment.status !== 'waiting') return 'ignored';
  await db.update(payments).set({ status: 'failed', settledAt: now }).where(eq(payments.payNo, payment.payNo));
  if (order.status === 'paying') {
    await db.update(orders).set({ status: 'pay_failed' }).where(eq(orders.orderNo, order.orderNo));
    await db.insert(orderEvents).values({ orderNo: order.orderNo, kind: 'pay_failed', at: now, detail: { payNo: payment.payNo, method: payment.method } });
  }
  return 'failed';
}

async function orderOf(db: Db, payNo: string): Promise<string | undefined> {
  const [payment] = await db.select({ orderNo: payments.orderNo }).from(payments).where(eq(payments.payNo, payNo));
  return payment?.orderNo;
}
