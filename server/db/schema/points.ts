import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** accrual: earned by flying or a campaign; redeem: spent on an award ticket; release: given back when that order ended unflown. */
export type PointsTransactionKind = 'accrual' | 'redeem' | 'release';

/**
 * A member's points ledger: a balance is the sum of its rows, never a stored number that two bookings
 * could both read and overwrite.
 */
export const memberPointsTransactions = pgTable(
  'member_points_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<PointsTransactionKind>().notNull(),
    /** Positive credits, negative debits. */
    points: integer('points').notNull(),
    /** The order that spent or got back these points. */
    orderNo: text('order_no'),
    /** An i18n key (orders.points.note.*) saying where the points came from or went. */
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_points_member').on(table.memberId, table.at),
    // An order spends its points once and gets them back at most once.
    uniqueIndex('member_points_order_kind').on(table.orderNo, table.kind),
  ],
);
