import { bigserial, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MemberTier } from '../../../contract/points/tiers';
import { members } from './accounts';
import type { CabinClass } from './fleet';
import { tickets } from './orders';
import { at, textRef, integerRef } from './columns';

/**
 * accrual: earned by flying (flightAccrualId set) or a campaign; redeem: spent on an award ticket; release:
 * given back when that order ended unflown; expire: points older than 36 months, oldest first.
 */
export type PointsTransactionKind = 'accrual' | 'redeem' | 'release' | 'expire';

/** A flight's points: credited by flying the coupon or by a retro-credit claim. */
export type FlightAccrualSource = 'flown' | 'retro';

/**
 * One credited flight coupon. The coupon is unique here: however often the accrual job runs, or a claim is
 * replayed, a coupon earns once.
 */
export const pointsFlightAccruals = pgTable(
  'points_flight_accruals',
  {
    id: serial('id').primaryKey(),
    memberId: textRef('member_id', () => members.id),
    ticketId: integerRef('ticket_id', () => tickets.id),
    ticketNo: text('ticket_no').notNull(),
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    bookingClass: text('booking_class').notNull(),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
    /** Great-circle km between the airports. */
    standardMileage: integer('standard_mileage').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    /** The tier bonus. */
    extraPoints: integer('extra_points').notNull(),
    rewardSegments: integer('reward_segments').notNull(),
    source: text('source').$type<FlightAccrualSource>().notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    uniqueIndex('points_flight_accruals_ticket').on(table.ticketId),
    index('points_flight_accruals_member').on(table.memberId, table.at),
  ],
);

/**
 * A member's points ledger: a balance is the sum of its rows, never a stored number that two bookings
 * could both read and overwrite.
 */
export const memberPointsTransactions = pgTable(
  'member_points_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: textRef('member_id', () => members.id),
    kind: text('kind').$type<PointsTransactionKind>().notNull(),
    /** Positive credits, negative debits. */
    points: integer('points').notNull(),
    /** The order that spent or got back these points. */
    orderNo: text('order_no'),
    /** The flight these points were earned on. */
    flightAccrualId: integer('flight_accrual_id').references(() => pointsFlightAccruals.id),
    /** An i18n key (orders.points.note.*, points.note.*) saying where the points came from or went. */
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (table) => [
    index('member_points_member').on(table.memberId, table.at),
    // An order spends its points once and gets them back at most once.
    uniqueIndex('member_points_order_kind').on(table.orderNo, table.kind),
    // A flight accrual reaches the ledger once.
    uniqueIndex('member_points_flight_accrual').on(table.flightAccrualId),
  ],
);

/** accureStandard: the share of the standard mileage each booking class earns. */
export const pointsAccrualRates = pgTable('points_accrual_rates', {
  bookingClass: text('booking_class').primaryKey(),
  cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
  ratePercent: integer('rate_percent').notNull(),
});

/** exchangeStandard: points an award ticket costs per route and cabin (one way, adult). */
export const pointsExchangeStandards = pgTable(
  'points_exchange_standards',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
    points: integer('points').notNull(),
  },
  (table) => [primaryKey({ columns: [table.origin, table.destination, table.cabinClass] })],
);

/**
 * A member's tier as last reviewed. Stored, not derived: an upgrade is given at once when points are earned,
 * but a tier no longer earned is kept until the yearly review.
 */
export const memberTiers = pgTable('member_tiers', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id),
  tier: text('tier').$type<MemberTier>().notNull(),
  since: at('since').notNull(),
  /** The next yearly review. */
  reviewAt: at('review_at').notNull(),
});

export type RetroClaimStatus = 'approved' | 'rejected';

/** newFfpRetroInfo: a claim for a flown coupon the member did not earn on, and what came of it. */
export const pointsRetroClaims = pgTable(
  'points_retro_claims',
  {
    id: serial('id').primaryKey(),
    memberId: textRef('member_id', () => members.id),
    ticketNo: text('ticket_no').notNull(),
    flightNo: text('flight_no').notNull(),
    cabin: text('cabin').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    status: text('status').$type<RetroClaimStatus>().notNull(),
    /** Why it was rejected (points.retro.reason.*), empty when approved. */
    reason: text('reason').notNull().default(''),
    flightAccrualId: integer('flight_accrual_id').references(() => pointsFlightAccruals.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('points_retro_claims_member').on(table.memberId, table.createdAt),
    // A member claims a ticket once: claiming it again updates a refused claim instead of listing another.
    uniqueIndex('points_retro_claims_member_ticket').on(table.memberId, table.ticketNo),
  ],
);
