import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flightOperations } from '../../../db/schema/flight-operations';
import { flights } from '../../../db/schema/schedule';
import { joinDomesticOperations } from '../domestic-operations-join';

/**
 * The first domestic flight that has arrived (after refreshDueOperations): 'late' by 30 minutes or more, the
 * delay a certificate is issued for, or 'onTime' within 10 minutes.
 */
export async function arrivedDomesticFlight(db: Db, arrival: 'late' | 'onTime'): Promise<{ id: number }> {
  const [flight] = await joinDomesticOperations(db.select({ id: flights.id }).from(flights).$dynamic())
    .where(
      and(
        eq(flightOperations.status, 'arrived'),
        isNotNull(flightOperations.actualOnBlock),
        arrival === 'late' ? gte(flightOperations.delayMinutes, 30) : lt(flightOperations.delayMinutes, 10),
      ),
    )
    .orderBy(asc(flights.id))
    .limit(1);
  if (!flight) throw new Error(`no ${arrival} arrived domestic flight in the seeded schedule`);
  return flight;
}
