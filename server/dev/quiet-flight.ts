import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderSegments } from '../db/schema/orders';
import { flightBuckets, flights, routes } from '../db/schema/schedule';
import { refreshOperations } from '../modules/flight-ops/refresh-operations';
import { economySeatsFor } from './ticketed-trip-flight';

const HOUR = 3_600_000;
/** Inside the check-in window (it opens 24 hours before and closes 45 minutes before), with room either side. */
const FROM_HOURS = 3;
const TO_HOURS = 20;
const CANDIDATES = 12;

/**
 * A flight of its own for a test's trip: of the domestic flights leaving in FROM_HOURS to TO_HOURS, one of the
 * least booked that the operations simulator does not cancel. Browser tests running side by side so take
 * seats on different flights, and a check-in test never meets a flight cancelled under it.
 */
export async function quietFlight(db: Db, now: Date, seats: number, bookingClass?: string): Promise<number> {
  const bookings = sql<number>`(select count(*) from ${orderSegments} where ${orderSegments.flightId} = ${flights.id})`;
  const candidates = await db
    .select({ id: flights.id })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .innerJoin(flightBuckets, economySeatsFor(seats, bookingClass))
    .where(
      and(
        eq(routes.kind, 'domestic'),
        gte(flights.departureAt, new Date(now.getTime() + FROM_HOURS * HOUR)),
        lte(flights.departureAt, new Date(now.getTime() + TO_HOURS * HOUR)),
      ),
    )
    .groupBy(flights.id)
    .orderBy(asc(bookings), sql`random()`)
    .limit(CANDIDATES);
  const plans = await refreshOperations(
    db,
    now,
    candidates.map((candidate) => candidate.id),
  );
  const operating = candidates.find((candidate) => plans.get(candidate.id)?.canceled === false);
  if (!operating) throw new Error('no domestic flight in the check-in window for a test booking');
  return operating.id;
}
