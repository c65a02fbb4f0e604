import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';

/**
 * The one place that decides a coupon was flown. Until flight operations record departures, a coupon is
 * flown when it was checked in and its flight's scheduled departure has passed; it then becomes 'used'.
 * When operations' departed facts exist, this is the function to switch to them.
 */
export async function markFlownCoupons(db: Db, now: Date): Promise<number> {
  const departed = db.select({ id: flights.id }).from(flights).where(lte(flights.departureAt, now));
  const flown = await db
    .update(tickets)
    .set({ status: 'used' })
    .where(and(eq(tickets.status, 'checked_in'), inArray(tickets.flightId, departed), sql`${tickets.ticketNo} is not null`))
    .returning({ id: tickets.id });
  return flown.length;
}
