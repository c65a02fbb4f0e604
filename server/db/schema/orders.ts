import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import type { CabinClass } from './fleet';
import { flights } from './schedule';
import { at, textRef, integerRef, travellerIdentity } from './columns';

/**
 * The life of an order (spec 3 status labels):
 * unpaid → paying → awaiting_ticketing → ticketed; unpaid/paying → pay_failed → paying again;
 * unpaid → canceled (by the traveller or when its hold expires); ticketed → changed_refunded.
 */
export type OrderStatus =
  'unpaid' | 'paying' | 'pay_failed' | 'awaiting_ticketing' | 'ticketed' | 'canceled' | 'changed_refunded';
export type OrderKind = 'domestic' | 'international' | 'points';
export type PassengerType = 'ADT' | 'CHD' | 'INF';
/**
 * A ticket coupon (one passenger on one segment): booked while unpaid, open once ticketed,
 * checked_in, used after the flight, refunded, exchanged for a new coupon on another flight, or void when its
 * order was canceled or expired (or its change was).
 */
export type CouponStatus = 'booked' | 'open' | 'checked_in' | 'used' | 'refunded' | 'exchanged' | 'void';

export const orders = pgTable(
  'orders',
  {
    /** The order number travellers see, e.g. 'HB2606011234567'. */
    orderNo: text('order_no').primaryKey(),
    /** The 6-character record locator, unique among all orders. */
    pnr: text('pnr').notNull().unique(),
    memberId: textRef('member_id', () => members.id),
    kind: text('kind').$type<OrderKind>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** Cash to pay in CNY: fares (none for points tickets), taxes and insurance. */
    totalAmount: integer('total_amount').notNull(),
    /** Points to pay for a points (queryFlightFree) order, else 0. */
    totalPoints: integer('total_points').notNull().default(0),
    /** The client's key for this submit: a retried or double-clicked submit finds the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    /** An unpaid order is held until then; the expiry job cancels it and gives its seats back. */
    holdUntil: at('hold_until').notNull(),
    paidAt: at('paid_at'),
    ticketedAt: at('ticketed_at'),
    canceledAt: at('canceled_at'),
    /** The device (server-issued dfp) and client address that booked: unpaid holds are bounded per each. */
    bookedByDevice: text('booked_by_device'),
    bookedFromAddress: text('booked_from_address'),
  },
  (table) => [
    unique('orders_member_idempotency_key').on(table.memberId, table.idempotencyKey),
    index('orders_member_created').on(table.memberId, table.createdAt),
    index('orders_status_hold').on(table.status, table.holdUntil),
    index('orders_device_hold').on(table.bookedByDevice, table.holdUntil),
    index('orders_address_hold').on(table.bookedFromAddress, table.holdUntil),
    check('orders_amounts_non_negative', sql`${table.totalAmount} >= 0 AND ${table.totalPoints} >= 0`),
  ],
);

export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: serial('id').primaryKey(),
    orderNo: textRef('order_no', () => orders.orderNo),
    passengerType: text('passenger_type').$type<PassengerType>().notNull(),
    ...travellerIdentity(),
    /** An infant travels on this adult's lap (order_passengers.id). */
    accompanyingAdultId: integer('accompanying_adult_id'),
  },
  (table) => [index('order_passengers_order').on(table.orderNo)],
);

/**
 * One flight of an order, in travel order (0 outbound, 1 return), with the adult fare it was sold at. A change
 * to another flight adds a segment with the same index (its coupons say which one each passenger holds).
 */
export const orderSegments = pgTable(
  'order_segments',
  {
    id: serial('id').primaryKey(),
    orderNo: textRef('order_no', () => orders.orderNo),
    segmentIndex: integer('segment_index').notNull(),
    flightId: integerRef('flight_id', () => flights.id),
    bookingClass: text('booking_class').notNull(),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
  },
  (table) => [
    unique('order_segments_order_index_flight').on(
      table.orderNo,
      table.segmentIndex,
      table.flightId,
      table.bookingClass,
    ),
  ],
);

/** A coupon: one passenger on one segment, with what it cost and, once ticketed, its e-ticket number. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderNo: textRef('order_no', () => orders.orderNo),
    passengerId: integerRef('passenger_id', () => orderPassengers.id),
    segmentId: integerRef('segment_id', () => orderSegments.id),
    /** Copied from the segment and passenger so the uniqueness below needs no join. */
    flightId: integerRef('flight_id', () => flights.id),
    documentNo: text('document_no').notNull(),
    fare: integer('fare').notNull(),
    airportFee: integer('airport_fee').notNull(),
    fuelSurcharge: integer('fuel_surcharge').notNull(),
    points: integer('points').notNull().default(0),
    /** 13 digits: the airline's 3-digit prefix then 10 digits; set when ticketed. */
    ticketNo: text('ticket_no').unique(),
    status: text('status').$type<CouponStatus>().notNull(),
  },
  (table) => [
    // The same traveller cannot hold two live coupons on one flight, whichever order they come from.
    uniqueIndex('tickets_one_live_coupon_per_traveller')
      .on(table.flightId, table.documentNo)
      .where(sql`${table.status} in ('booked', 'open', 'checked_in', 'used')`),
    index('tickets_order').on(table.orderNo),
  ],
);

/** The order's timeline: created, paid, ticketed, canceled, expired, refund requested/refunded… */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: textRef('order_no', () => orders.orderNo),
    kind: text('kind').notNull(),
    at: at('at').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('order_events_order').on(table.orderNo, table.at)],
);
