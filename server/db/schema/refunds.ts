import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { orders, tickets } from './orders';
import { at, textRef, integerRef } from './columns';

/** requested while the money is on its way back through the gateway; refunded once the gateway confirmed. */
export type RefundStatus = 'requested' | 'refunded';

/** One refund application: some coupons of one order, the cash and points they give back. */
export const refunds = pgTable(
  'refunds',
  {
    /** The refund number travellers see, e.g. 'RF2606011234567'. */
    refundNo: text('refund_no').primaryKey(),
    orderNo: textRef('order_no', () => orders.orderNo),
    memberId: textRef('member_id', () => members.id),
    /** The order and its sorted coupon ids: a retried apply for the same coupons finds this refund. */
    requestKey: text('request_key').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** Cash back in CNY: fares less fees plus taxes. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    pointsBack: integer('points_back').notNull().default(0),
    /** The gateway's id for the money sent back; null while requested or when no cash was paid. */
    gatewayRefundId: text('gateway_refund_id'),
    requestedAt: at('requested_at').notNull(),
    refundedAt: at('refunded_at'),
  },
  (table) => [
    unique('refunds_request_key').on(table.requestKey),
    check('refunds_amounts_non_negative', sql`${table.amount} >= 0 AND ${table.fee} >= 0 AND ${table.pointsBack} >= 0`),
  ],
);

/** What one coupon gave back; a coupon appears in at most one refund (the unique ticket id). */
export const refundCoupons = pgTable('refund_coupons', {
  id: serial('id').primaryKey(),
  refundNo: textRef('refund_no', () => refunds.refundNo),
  ticketId: integerRef('ticket_id', () => tickets.id).unique(),
  fare: integer('fare').notNull(),
  feePercent: integer('fee_percent').notNull(),
  fee: integer('fee').notNull(),
  airportFee: integer('airport_fee').notNull(),
  fuelSurcharge: integer('fuel_surcharge').notNull(),
  points: integer('points').notNull(),
  pointsFee: integer('points_fee').notNull(),
  amount: integer('amount').notNull(),
});
