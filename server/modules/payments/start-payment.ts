import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PAYABLE_STATUSES } from '../../../contract/calls/order-status';
import { PAYMENT_REFUSALS, type PayMethod } from '../../../contract/calls/payments';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { orderEvents, orders, type OrderStatus } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { translate } from '../../i18n';
import { newTradeNo } from '../../providers/payment-sandbox/sandbox-gateway';
import { requireMember } from '../accounts/sessions';
import { gatewayFor, PAYMENT_NOTIFY_PATH, returnUrl, siteOrigin } from './payment-gateway';

/** How long one attempt stays open at the gateway. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;
/** A traveller may switch method while an attempt waits, so 'paying' may start another one. */
const STARTABLE: readonly OrderStatus[] = [...PAYABLE_STATUSES, 'paying'] as OrderStatus[];

export interface StartedPayment {
  payNo: string;
  checkoutUrl: string;
  expiresAt: string;
  amount: number;
}

/** A pay click: checks the order, opens an attempt (order → paying) and a checkout at the gateway. */
export async function startPayment(context: CallContext, method: PayMethod, input: { orderNo: string; idempotencyKey?: string }): Promise<StartedPayment> {
  const { memberId } = await requireMember(context);
  const idempotencyKey = input.idempotencyKey ?? randomUUID();
  const [earlier] = await context.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, input.orderNo), eq(payments.idempotencyKey, idempotencyKey), eq(payments.memberId, memberId)));
  if (earlier?.checkoutUrl) return started(earlier);

  const now = context.clock.now();
  const payment = await context.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, input.orderNo)).for('update');
    if (!order || order.memberId !== memberId) throw new CallError(PAYMENT_REFUSALS.orderNotFound, 'payment.errors.orderNotFound');
    if (!STARTABLE.includes(order.status) || order.holdUntil <= now || order.totalAmount <= 0) {
      throw new CallError(PAYMENT_REFUSALS.orderNotPayable, 'payment.errors.orderNotPayable');
    }
    const [created] = await tx
      .insert(payments)
      .values({
        payNo: newTradeNo('PY', now),
        orderNo: order.orderNo,
        memberId,
        method,
        amount: order.totalAmount,
        status: 'waiting',
        idempotencyKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
      })
      .returning();
    await tx.update(orders).set({ status: 'paying' }).where(eq(orders.orderNo, order.orderNo));
    await tx.insert(orderEvents).values({ orderNo: order.orderNo, kind: 'payment_started', at: now, detail: { payNo: created!.payNo, method } });
    return created!;
  });

  const origin = siteOrigin(context);
  const checkout = await gatewayFor(context, context.db).createCheckout({
    payNo: payment.payNo,
    method,
    amount: payment.amount,
    subject: translate(context.locale, 'payment.subject', { orderNo: payment.orderNo }),
    locale: context.locale,
    expiresAt: payment.expiresAt,
    returnUrl: returnUrl(origin, context.locale, payment.orderNo, payment.payNo),
    notifyUrl: `${origin}${PAYMENT_NOTIFY_PATH}`,
  });
  const [opened] = await (context.db as Db)
    .update(payments)
    .set({ gatewayTradeNo: checkout.tradeNo, checkoutUrl: checkout.checkoutUrl })
    .where(eq(payments.payNo, payment.payNo))
    .returning();
  return started(opened!);
}

function started(payment: typeof payments.$inferSelect): StartedPayment {
  return { payNo: payment.payNo, checkoutUrl: payment.checkoutUrl ?? '', expiresAt: payment.expiresAt.toISOString(), amount: payment.amount };
}
