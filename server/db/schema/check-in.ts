import { boolean, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { tickets } from './orders';
import { flights } from './schedule';
import { at, textRef, integerRef } from './columns';

/**
 * A checked-in coupon and its seat. The database, not the code, keeps a seat to one passenger: (flight, seat)
 * is unique, and the coupon is the key. Infants on a lap have no seat (null, which the unique index allows).
 */
export const checkInSeats = pgTable(
  'check_in_seats',
  {
    couponId: integer('coupon_id')
      .primaryKey()
      .references(() => tickets.id),
    flightId: integerRef('flight_id', () => flights.id),
    seat: text('seat'),
    /** Check-in sequence number on the flight (BCBP item 'check-in sequence'). */
    sequence: integer('sequence').notNull(),
    /** The passenger asked for assistance: never an exit row. */
    assistance: boolean('assistance').notNull().default(false),
    checkedInAt: at('checked_in_at').notNull(),
  },
  (table) => [
    unique('check_in_seats_one_passenger_per_seat').on(table.flightId, table.seat),
    unique('check_in_seats_sequence').on(table.flightId, table.sequence),
  ],
);

/** The last sequence number given on a flight; bumped in the check-in transaction. */
export const checkInSequences = pgTable('check_in_sequences', {
  flightId: integer('flight_id')
    .primaryKey()
    .references(() => flights.id),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * Coupons a member proved by a lookup (ticket number with the passenger's name or document, or document and
 * name): for a while after provenAt they may check those passengers in, see their seats and boarding passes.
 */
export const checkInProofs = pgTable(
  'check_in_proofs',
  {
    memberId: textRef('member_id', () => members.id),
    couponId: integerRef('coupon_id', () => tickets.id),
    provenAt: at('proven_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.couponId] })],
);
