import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, textRef } from './columns';

/** Spec 3 bill categories: red envelopes (meals, activities), refunds paid into the wallet, payments from it, expiry. */
export type WalletCategory = 'redEnvelope' | 'activity' | 'refund' | 'payment' | 'expire';

/**
 * The red-envelope wallet's ledger (CNY): the balance is the sum of a member's rows, written under the
 * member's row lock and never below zero. A credit's source is unique, so a replayed credit adds nothing.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The bill's transaction number. */
    transactionNo: text('transaction_no').notNull().unique(),
    memberId: textRef('member_id', () => members.id),
    category: text('category').$type<WalletCategory>().notNull(),
    /** Positive credits, negative debits. */
    amount: integer('amount').notNull(),
    /** What gave the money ('meal:<order>', 'refund:<refund>', 'activity:<id>'): one credit per source. */
    source: text('source'),
    /** The flight or ancillary order paid (payments) or refunded. */
    orderNo: text('order_no'),
    /** A red envelope's money left unspent by then expires. */
    expiresAt: at('expires_at'),
    at: at('at').notNull(),
  },
  (table) => [
    uniqueIndex('wallet_transactions_source').on(table.source),
    index('wallet_transactions_member').on(table.memberId, table.at),
    check('wallet_transactions_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

export type WalletHoldStatus = 'held' | 'spent' | 'released';

/**
 * Money frozen for an order while its payment is open: spent when the order is paid, released when the
 * payment or the order ends otherwise. An order has at most one live hold.
 */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: textRef('member_id', () => members.id),
    /** A flight order's or an ancillary order's number. */
    orderNo: text('order_no').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<WalletHoldStatus>().notNull(),
    /** The client's key for this payment, as a gateway attempt has: a retried request finds this hold. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    uniqueIndex('wallet_holds_one_live_per_order')
      .on(table.orderNo)
      .where(sql`${table.status} in ('held', 'spent')`),
    index('wallet_holds_member').on(table.memberId, table.status),
    unique('wallet_holds_order_idempotency_key').on(table.orderNo, table.idempotencyKey),
    check('wallet_holds_amount_positive', sql`${table.amount} > 0`),
  ],
);
