import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_REFUSALS, type PayMethod } from '../../../contract/calls/payments';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { newTradeNo } from '../../providers/payment-sandbox/trade-numbers';
import { requireMember } from '../accounts/sessions';
import { heldForOrder } from '../wallet/wallet-holds';
import { oncePerIdempotencyKey } from '../../shared/once-per-key';
import { STARTABLE } from '../../shared/payable-orders';
import { siteOrigin } from '../../shared/site-origin';
import { gatewayFor, PAYMENT_NOTIFY_PATH, returnUrl } from './payment-gateway';

/** How long one attempt stays open at the gateway. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

export interface StartedPayment {
  payNo: string;
  checkoutUrl: string;
  expiresAt: string;
  amount: number;
}

/** A pay click on any payable order (flights, luggage, meals): checks the order, opens an attempt (order → paying) and a checkout at the gateway. */
export async function startPayment(
  context: CallContext,
  method: PayMethod,
  input: { orderNo: string; idempotencyKey?: string },
): Promise<StartedPayment> {
  const { memberId } = await requireMember(context);
  const idempotencyKey = input.idempotencyKey ?? randomUUID();
  return oncePerIdempotencyKey({
    earlier: async () => {
      const [earlier] = await context.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderNo, input.orderNo),
            eq(payments.idempotencyKey, idempotencyKey),
            eq(payments.memberId, memberId),
          ),
        );
      return earlier?.checkoutUrl ? started(earlier) : undefined;
    },
    first: async () => started(await openAttempt(context, method, memberId, input.orderNo, idempotencyKey)),
    uniqueKey: 'payments_order_idempotency_key',
  });
}

/**
 * Order → paying, the attempt and its gateway checkout in one transaction: an attempt never exists without
 * its checkout, so a concurrent twin of the same click waits for it and then finds it whole.
 */
async function openAttempt(
  context: CallContext,
  method: PayMethod,
  memberId: string,
  orderNo: string,
  idempotencyKey: string,
) {
  const now = context.clock.now();
  const origin = siteOrigin(context);
  const kind = context.payables.kindOf(orderNo);
  return context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await kind.find(tx, orderNo, true);
    if (!order || order.memberId !== memberId)
      throw new CallError(PAYMENT_REFUSALS.orderNotFound, 'payment.errors.orderNotFound');
    // The red-envelope wallet may hold part of the order: the gateway takes the rest.
    const amountDue = order.totalAmount - (await heldForOrder(tx, orderNo));
    if (!(STARTABLE as readonly string[]).includes(order.status) || order.holdUntil <= now || amountDue <= 0) {
      throw new CallError(PAYMENT_REFUSALS.orderNotPayable, 'payment.errors.orderNotPayable');
    }
    const payNo = newTradeNo('PY', now);
    const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
    const checkout = await gatewayFor(context, tx).createCheckout({
      payNo,
      method,
      amount: amountDue,
      subject: kind.subject(context.locale, orderNo),
      locale: context.locale,
      expiresAt,
      returnUrl: returnUrl(origin, context.locale, kind.returnPath(orderNo), orderNo, payNo),
      notifyUrl: `${origin}${PAYMENT_NOTIFY_PATH}`,
    });
    const [created] = await tx
      .insert(payments)
      .values({
        payNo,
        orderNo,
        memberId,
        method,
        amount: amountDue,
        status: 'waiting',
        idempotencyKey,
        createdAt: now,
        expiresAt,
        gatewayTradeNo: checkout.tradeNo,
        checkoutUrl: checkout.checkoutUrl,
      })
      .returning();
    await kind.move(tx, orderNo, STARTABLE, 'paying');
    await kind.record(tx, orderNo, 'payment_started', now, { payNo, method });
    return created!;
  });
}

function started(payment: typeof payments.$inferSelect): StartedPayment {
  return {
    payNo: payment.payNo,
    checkoutUrl: payment.checkoutUrl ?? '',
    expiresAt: payment.expiresAt.toISOString(),
    amount: payment.amount,
  };
}
