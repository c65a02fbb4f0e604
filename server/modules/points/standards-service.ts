import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsAccrualRates, pointsExchangeStandards } from '../../db/schema/points';

/** accureStandard: each booking class's share of the standard mileage (open to visitors: the calculator). */
export function accrualRates(db: Db) {
  return db.select().from(pointsAccrualRates).orderBy(asc(pointsAccrualRates.cabinClass), asc(pointsAccrualRates.bookingClass));
}

/** exchangeStandard: award points per route and cabin, for one route or all. */
export function exchangeStandards(db: Db, route: { origin?: string; destination?: string }) {
  return db
    .select()
    .from(pointsExchangeStandards)
    .where(and(route.origin ? eq(pointsExchangeStandards.origin, route.origin) : undefined, route.destination ? eq(pointsExchangeStandards.destination, route.destination) : undefined))
    .orderBy(asc(pointsExchangeStandards.origin), asc(pointsExchangeStandards.destination), asc(pointsExchangeStandards.cabinClass));
}
