import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { flightOperationFacts } from '../flight-ops/flight-operation-facts';

/**
 * The one place that decides a coupon was flown: its passenger was checked in and flight operations say the
 * flight departed (off block). It then becomes 'used' (a coupon already 'used' is flown as it stands). A
 * cancelled flight never departs, so its coupons never fly and never earn.
 */
export async function markFlownCoupons(db: Db, clock: Clock): Promise<number> {
  // Only flights whose scheduled departure has passed can have left; operations are asked about those alone.
  const candidates = await db
    .selectDistinct({ flightId: tickets.flightId })
    .from(tickets)
    .innerJoin(flights, eq(flights.id, tickets.flightId))
    .where(
      and(
        eq(tickets.status, 'checked_in'),
        sql`${tickets.ticketNo} is not null`,
        lte(flights.departureAt, clock.now()),
      ),
    );
  if (candidates.length === 0) return 0;
  const facts = await flightOperationFacts(
    db,
    clock,
    candidates.map((row) => row.flightId),
  );
  const departed = [...facts.values()].filter((fact) => fact.departed).map((fact) => fact.flightId);
  if (departed.length === 0) return 0;
  const flown = await db
    .update(tickets)
    .set({ status: 'used' })
    .where(
      and(eq(tickets.status, 'checked_in'), inArray(tickets.flightId, departed), sql`${tickets.ticketNo} is not null`),
    )
    .returning({ id: tickets.id });
  return flown.length;
}
