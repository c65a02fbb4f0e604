import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { tickets } from './orders';
import { flights } from './schedule';
import { at, textRef, integerRef } from './columns';

export type AncillaryKindValue = 'luggage' | 'meal';
/** unpaid → paying → paid | pay_failed; unpaid → canceled (traveller, expiry); paid → refunded once every item is. */
export type AncillaryOrderStatusValue = 'unpaid' | 'paying' | 'pay_failed' | 'paid' | 'canceled' | 'refunded';
/** An item's own life ('used' is not stored: a paid item whose flight left is shown as used). */
export type AncillaryItemStatusValue = 'unpaid' | 'paid' | 'refunded' | 'canceled';

/** A purchase of extra luggage or meals for coupons of ticketed bookings. */
export const ancillaryOrders = pgTable(
  'ancillary_orders',
  {
    /** 'LG…' for luggage, 'ML…' for meals. */
    orderNo: text('order_no').primaryKey(),
    kind: text('kind').$type<AncillaryKindValue>().notNull(),
    memberId: textRef('member_id', () => members.id),
    status: text('status').$type<AncillaryOrderStatusValue>().notNull(),
    /** CNY, the server's own sum of its items' prices. */
    totalAmount: integer('total_amount').notNull(),
    /** CNY given back so far (to the gateway and the wallet). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    holdUntil: at('hold_until').notNull(),
    paidAt: at('paid_at'),
    canceledAt: at('canceled_at'),
    /** The meal order's red envelope, drawn once. */
    redEnvelopeAmount: integer('red_envelope_amount'),
    /** How much of the envelope its order's first refund took back (from the wallet, else off the refund). */
    redEnvelopeReturned: integer('red_envelope_returned'),
  },
  (table) => [
    unique('ancillary_orders_member_idempotency_key').on(table.memberId, table.idempotencyKey),
    index('ancillary_orders_member').on(table.memberId, table.kind, table.createdAt),
    index('ancillary_orders_status_hold').on(table.status, table.holdUntil),
    check(
      'ancillary_orders_amounts',
      sql`${table.totalAmount} > 0 AND ${table.refundedAmount} >= 0 AND ${table.refundedAmount} <= ${table.totalAmount}`,
    ),
  ],
);

/** One item for one coupon: a luggage bundle or a meal portion, with its EMD once paid. */
export const ancillaryItems = pgTable(
  'ancillary_items',
  {
    id: serial('id').primaryKey(),
    orderNo: textRef('order_no', () => ancillaryOrders.orderNo),
    couponId: integerRef('coupon_id', () => tickets.id),
    flightId: integerRef('flight_id', () => flights.id),
    itemCode: text('item_code').notNull(),
    /** kg, piece or portion, and how many of them. */
    unit: text('unit').notNull(),
    amount: integer('amount').notNull(),
    price: integer('price').notNull(),
    status: text('status').$type<AncillaryItemStatusValue>().notNull(),
    /** 13 digits, the airline's prefix: the electronic miscellaneous document tied to the coupon. */
    emdNo: text('emd_no').unique(),
    refundedAt: at('refunded_at'),
  },
  (table) => [
    // One purchase of each item per coupon, whatever the concurrency: a second live one breaks this index.
    uniqueIndex('ancillary_items_one_live_per_coupon')
      .on(table.couponId, table.itemCode)
      .where(sql`${table.status} in ('unpaid', 'paid')`),
    index('ancillary_items_order').on(table.orderNo),
    check('ancillary_items_price_positive', sql`${table.price} > 0 AND ${table.amount} > 0`),
  ],
);

/** Meal portions left on a flight: taken by a conditional update, so it never goes below zero. */
export const mealStock = pgTable(
  'meal_stock',
  {
    flightId: integerRef('flight_id', () => flights.id),
    itemCode: text('item_code').notNull(),
    left: integer('left').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.flightId, table.itemCode] }),
    check('meal_stock_not_negative', sql`${table.left} >= 0`),
  ],
);

/**
 * The coupons a meal's red envelope was drawn for: a coupon earns one envelope ever, whatever orders come and
 * go on it (the primary key decides when two draws race), and keeps it claimed even once a refund took it back.
 */
export const mealEnvelopeCoupons = pgTable('meal_envelope_coupons', {
  couponId: integer('coupon_id')
    .primaryKey()
    .references(() => tickets.id),
  orderNo: textRef('order_no', () => ancillaryOrders.orderNo),
});
