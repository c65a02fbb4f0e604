import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, textRef } from './columns';

export type PayMethodCode = 'weixin' | 'alipay' | 'unionpay' | 'yee' | 'foreign';
/** One attempt's life: waiting at the gateway, then paid, failed (declined), expired or cancelled (order gone). */
export type PaymentStatus = 'waiting' | 'paid' | 'failed' | 'expired' | 'cancelled';
export type SandboxTradeStatus = 'pending' | 'paid' | 'declined' | 'refunded';

/** One payment attempt of an order at one gateway. */
export const payments = pgTable(
  'payments',
  {
    payNo: text('pay_no').primaryKey(),
    /** A flight order's or an ancillary (luggage, meal) order's number: payments serve every payable order. */
    orderNo: text('order_no').notNull(),
    memberId: textRef('member_id', () => members.id),
    method: text('method').$type<PayMethodCode>().notNull(),
    /** CNY, copied from orders.totalAmount when the attempt starts: the notification must match it. */
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The client's key for this pay click: a retried request finds the same attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway's transaction number, known once the checkout exists. */
    gatewayTradeNo: text('gateway_trade_no').unique(),
    checkoutUrl: text('checkout_url'),
    /** Last 4 digits of a foreign card, the only card data the site ever keeps. */
    cardLast4: text('card_last4'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    settledAt: at('settled_at'),
    /** Set when money that arrived for an order no longer payable was given back. */
    refundedAt: at('refunded_at'),
  },
  (table) => [
    unique('payments_order_idempotency_key').on(table.orderNo, table.idempotencyKey),
    index('payments_order').on(table.orderNo, table.createdAt),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Every notification the server accepted, once: the unique notify id is what makes replays harmless. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    notifyId: text('notify_id').primaryKey(),
    payNo: textRef('pay_no', () => payments.payNo),
    tradeNo: text('trade_no').notNull(),
    outcome: text('outcome').$type<'paid' | 'declined'>().notNull(),
    /** What applying it did: 'paid', 'failed', 'refunded' (late money given back) or 'ignored' (already settled). */
    effect: text('effect').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [index('payment_notifications_pay').on(table.payNo)],
);

/** The sandbox gateway's own ledger: what a real gateway would keep on its side. */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  tradeNo: text('trade_no').primaryKey(),
  merchantPayNo: text('merchant_pay_no').notNull().unique(),
  method: text('method').$type<PayMethodCode>().notNull(),
  amount: integer('amount').notNull(),
  subject: text('subject').notNull(),
  status: text('status').$type<SandboxTradeStatus>().notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  cardLast4: text('card_last4'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  settledAt: at('settled_at'),
  /** The refund that emptied the trade and when (status 'refunded'); partial refunds are in sandbox_refunds. */
  refundNo: text('refund_no'),
  refundedAt: at('refunded_at'),
  /** CNY given back so far, the sum of its sandbox_refunds: never more than amount. */
  refundedAmount: integer('refunded_amount').notNull().default(0),
});

/** The sandbox's refunds: several per trade, one per merchant request number, so a repeated ask pays once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundNo: text('refund_no').primaryKey(),
    tradeNo: textRef('trade_no', () => sandboxTransactions.tradeNo),
    merchantRequestNo: text('merchant_request_no').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    unique('sandbox_refunds_request').on(table.tradeNo, table.merchantRequestNo),
    check('sandbox_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Notifications the sandbox owes the merchant, resent with back-off until acknowledged. */
export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    notifyId: text('notify_id').primaryKey(),
    tradeNo: textRef('trade_no', () => sandboxTransactions.tradeNo),
    notifyUrl: text('notify_url').notNull(),
    /** The signed body exactly as sent, so every retry is byte-for-byte the same notification. */
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    acknowledgedAt: at('acknowledged_at'),
    lastError: text('last_error'),
  },
  (table) => [index('sandbox_notifications_due').on(table.acknowledgedAt, table.nextAttemptAt)],
);

/** E-ticket serials: a sequence never hands the same number to two instances. */
export const eTicketSerial = pgSequence('e_ticket_serial', {
  startWith: 1,
  increment: 1,
  minValue: 1,
  maxValue: 9_999_999_999,
});
