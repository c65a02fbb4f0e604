import { and, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { BOOKING_REFUSALS, HOLD_MINUTES } from '../../../contract/calls/orders';
import { CallError } from '../../calls/call-error';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderPassengers, orders, tickets } from '../../db/schema/orders';
import { EXPIRING_STATUSES } from './order-expiry';
import { lockKeys } from '../../shared/transaction-locks';

/** Who is booking: the member, and the device (server-issued dfp) and client address they book from. */
export interface Holder {
  memberId: string;
  device?: string;
  address?: string;
}

interface Bound {
  ordersPerFlight: number;
  seatsPerFlight: number;
  orders: number;
  seats: number;
}

type HolderScope = keyof Holder;
const SCOPES: readonly HolderScope[] = ['memberId', 'device', 'address'];
const COLUMN = { memberId: orders.memberId, device: orders.bookedByDevice, address: orders.bookedFromAddress } as const;

function boundOf(config: Config, scope: HolderScope): Bound {
  if (scope === 'address')
    return {
      ordersPerFlight: config.UNPAID_ORDERS_PER_ADDRESS,
      seatsPerFlight: config.UNPAID_SEATS_PER_FLIGHT_PER_ADDRESS,
      orders: config.UNPAID_ORDERS_PER_ADDRESS,
      seats: config.UNPAID_SEATS_PER_ADDRESS,
    };
  return {
    ordersPerFlight: config.UNPAID_ORDERS_PER_FLIGHT,
    seatsPerFlight: config.UNPAID_SEATS_PER_FLIGHT,
    orders: config.UNPAID_ORDERS,
    seats: config.UNPAID_SEATS,
  };
}

/**
 * Bounds what one member, device and address may hold unpaid, so nobody can empty a flight by booking
 * again and again without paying ("denial of inventory"): orders and seats per flight and in all. Runs in
 * the booking's transaction under a lock per holder key (taken in one order, before any seat), so concurrent
 * bookings of one holder are counted one after another and cannot slip past together. Returns when the new
 * order's hold ends: each unpaid order already held halves it, down to HOLD_SHORTEST_MINUTES.
 */
export async function holdWithinBounds(
  tx: Db,
  config: Config,
  holder: Holder,
  wanted: { flightIds: readonly number[]; seats: number },
  now: Date,
): Promise<Date> {
  const keyed = SCOPES.filter((scope) => holder[scope]).map((scope) => [scope, holder[scope]!] as const);
  await lockKeys(
    tx,
    keyed.map(([scope, value]) => `hold:${scope}:${value}`),
  );
  let mostHeld = 0;
  for (const [scope, value] of keyed) {
    const held = await unpaidHeldBy(tx, eq(COLUMN[scope], value), now);
    const bound = boundOf(config, scope);
    const ordersHeld = new Set(held.map((row) => row.orderNo)).size;
    const seatsHeld = held.reduce((sum, row) => sum + row.seats, 0);
    const onFlight = (flightId: number) => held.filter((row) => row.flightId === flightId);
    const overPerFlight = wanted.flightIds.some(
      (flightId) =>
        onFlight(flightId).length + 1 > bound.ordersPerFlight ||
        onFlight(flightId).reduce((sum, row) => sum + row.seats, 0) + wanted.seats > bound.seatsPerFlight,
    );
    const overInAll = ordersHeld + 1 > bound.orders || seatsHeld + wanted.seats * wanted.flightIds.length > bound.seats;
    if (overPerFlight || overInAll) {
      const data = { scope: scope === 'memberId' ? 'member' : scope, ordersHeld, seatsHeld };
      throw new CallError(
        BOOKING_REFUSALS.unpaidHoldLimit,
        `orders.errors.unpaidHoldLimit.${data.scope}`,
        {},
        200,
        data,
      );
    }
    if (scope !== 'address') mostHeld = Math.max(mostHeld, ordersHeld);
  }
  const minutes = Math.max(config.HOLD_SHORTEST_MINUTES, HOLD_MINUTES / 2 ** mostHeld);
  return new Date(now.getTime() + minutes * 60_000);
}

/** The holder's unpaid orders still holding seats: one row per order and flight, with its seated passengers. */
function unpaidHeldBy(tx: Db, holderIs: SQL, now: Date) {
  return tx
    .select({
      orderNo: orders.orderNo,
      flightId: tickets.flightId,
      seats: sql<number>`count(*) filter (where ${ne(orderPassengers.passengerType, 'INF')})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(tickets, eq(tickets.orderNo, orders.orderNo))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .where(
      and(
        holderIs,
        inArray(orders.status, [...EXPIRING_STATUSES]),
        gt(orders.holdUntil, now),
        eq(tickets.status, 'booked'),
      ),
    )
    .groupBy(orders.orderNo, tickets.flightId);
}
