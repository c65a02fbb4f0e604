import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccrualStandardData } from '../../../contract/points/point-calls';
import { greatCircleKm } from '../../../contract/points/tiers';
import { airports } from '../../db/schema/geography';
import type { Db } from '../../db/client';
import { pointsAccrualRates, pointsExchangeStandards } from '../../db/schema/points';

/** accureStandard: each booking class's share of the standard mileage and, for a route, that mileage (open to visitors: the calculator). */
export async function accrualStandard(
  db: Db,
  route: { origin?: string; destination?: string },
): Promise<AccrualStandardData> {
  const rates = await db
    .select()
    .from(pointsAccrualRates)
    .orderBy(asc(pointsAccrualRates.cabinClass), asc(pointsAccrualRates.bookingClass));
  return {
    rates,
    standardMileage: route.origin && route.destination ? await routeMileage(db, route.origin, route.destination) : null,
  };
}

async function routeMileage(db: Db, origin: string, destination: string): Promise<number | null> {
  const ends = await db
    .select()
    .from(airports)
    .where(inArray(airports.code, [origin, destination]));
  const [from, to] = [ends.find((row) => row.code === origin), ends.find((row) => row.code === destination)];
  if (!from?.latitude || !from.longitude || !to?.latitude || !to.longitude || origin === destination) return null;
  return greatCircleKm(
    { latitude: from.latitude, longitude: from.longitude },
    { latitude: to.latitude, longitude: to.longitude },
  );
}

/** exchangeStandard: award points per route and cabin, for one route or all. */
export function exchangeStandards(db: Db, route: { origin?: string; destination?: string }) {
  return db
    .select()
    .from(pointsExchangeStandards)
    .where(
      and(
        route.origin ? eq(pointsExchangeStandards.origin, route.origin) : undefined,
        route.destination ? eq(pointsExchangeStandards.destination, route.destination) : undefined,
      ),
    )
    .orderBy(
      asc(pointsExchangeStandards.origin),
      asc(pointsExchangeStandards.destination),
      asc(pointsExchangeStandards.cabinClass),
    );
}
