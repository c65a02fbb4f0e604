import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import type { CabinClass } from './fleet';
import { orderSegments, orders, tickets } from './orders';
import { flights } from './schedule';
import { at, textRef, integerRef } from './columns';

export type TicketChangeStatus = 'unpaid' | 'paying' | 'pay_failed' | 'paid' | 'done' | 'canceled';
export type TicketChangePolicy = 'voluntary' | 'disrupted';

/**
 * One change of some coupons of one order (one segment) to another flight. Its number is the payable order
 * number when it costs something: unpaid → paying → paid → done, or canceled when its hold ends unpaid. While it
 * is not done its new coupons are booked (holding their seats) and its old ones stay open.
 */
export const ticketChanges = pgTable(
  'ticket_changes',
  {
    /** 'CG', yymmdd, 7 digits. */
    changeNo: text('change_no').primaryKey(),
    orderNo: textRef('order_no', () => orders.orderNo),
    memberId: textRef('member_id', () => members.id),
    /** The client's key for this apply: a retried click finds this change. */
    idempotencyKey: text('idempotency_key').notNull(),
    policy: text('policy').$type<TicketChangePolicy>().notNull(),
    status: text('status').$type<TicketChangeStatus>().notNull(),
    newFlightId: integerRef('new_flight_id', () => flights.id),
    newSegmentId: integerRef('new_segment_id', () => orderSegments.id),
    bookingClass: text('booking_class').notNull(),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
    /** Cash to pay in CNY: fees, fare and tax differences. */
    totalAmount: integer('total_amount').notNull(),
    fee: integer('fee').notNull(),
    createdAt: at('created_at').notNull(),
    holdUntil: at('hold_until').notNull(),
    paidAt: at('paid_at'),
    doneAt: at('done_at'),
  },
  (table) => [
    unique('ticket_changes_member_idempotency_key').on(table.memberId, table.idempotencyKey),
    index('ticket_changes_order').on(table.orderNo),
    index('ticket_changes_status_hold').on(table.status, table.holdUntil),
    check('ticket_changes_amounts', sql`${table.totalAmount} >= 0 AND ${table.fee} >= 0`),
  ],
);

/** One coupon of a change: the old coupon, the new one booked for it, and what its move costs. */
export const ticketChangeCoupons = pgTable(
  'ticket_change_coupons',
  {
    id: serial('id').primaryKey(),
    changeNo: textRef('change_no', () => ticketChanges.changeNo),
    oldTicketId: integerRef('old_ticket_id', () => tickets.id),
    newTicketId: integerRef('new_ticket_id', () => tickets.id).unique(),
    feePercent: integer('fee_percent').notNull(),
    fee: integer('fee').notNull(),
    fareDifference: integer('fare_difference').notNull(),
    taxDifference: integer('tax_difference').notNull(),
    amount: integer('amount').notNull(),
    /** True while the change is live (not canceled): a coupon is in at most one live change. */
    live: boolean('live').notNull().default(true),
  },
  (table) => [
    uniqueIndex('ticket_change_coupons_one_live_change')
      .on(table.oldTicketId)
      .where(sql`${table.live}`),
    index('ticket_change_coupons_change').on(table.changeNo),
  ],
);
