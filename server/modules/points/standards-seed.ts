import { BOOKING_CLASSES } from '../../db/seed/fares';
import type { Seeder } from '../../db/seed/seeder';
import { routes } from '../../db/schema/schedule';
import { pointsAccrualRates, pointsExchangeStandards } from '../../db/schema/points';

/** accureStandard: full-fare buckets earn more than the mileage, the cheapest economy buckets half of it. */
const ACCRUAL_RATE_PERCENT: Readonly<Record<string, number>> = {
  J: 150,
  C: 130,
  D: 120,
  Y: 100,
  B: 90,
  M: 80,
  H: 70,
  K: 60,
  L: 50,
};

const roundUpTo = (step: number, value: number) => Math.ceil(value / step) * step;

/** exchangeStandard: an economy award costs a base plus a share of the distance; business twice that. */
export function awardPoints(distanceKm: number, cabinClass: 'Y' | 'C'): number {
  const economy = roundUpTo(500, 5_000 + distanceKm * 6);
  return cabinClass === 'C' ? economy * 2 : economy;
}

export const seedPointsStandards: Seeder = async (db) => {
  await db.insert(pointsAccrualRates).values(
    BOOKING_CLASSES.map(({ bookingClass, cabinClass }) => ({
      bookingClass,
      cabinClass,
      ratePercent: ACCRUAL_RATE_PERCENT[bookingClass]!,
    })),
  );
  const network = await db
    .select({ origin: routes.origin, destination: routes.destination, distanceKm: routes.distanceKm })
    .from(routes);
  await db.insert(pointsExchangeStandards).values(
    network.flatMap((route) =>
      (['Y', 'C'] as const).map((cabinClass) => ({
        origin: route.origin,
        destination: route.destination,
        cabinClass,
        points: awardPoints(route.distanceKm, cabinClass),
      })),
    ),
  );
};
