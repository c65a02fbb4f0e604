import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { flights, routes } from '../../db/schema/schedule';
import { couponsWhere, flightsByIds, type CouponRow, type FlightFacts } from '../coupons/coupon-queries';
import { flightOperationFacts } from '../flight-ops/flight-operation-facts';
import { localDateTime } from '../../../contract/airport-time';
import type { RouteFacts } from './luggage-bundles';

/** A ticket coupon with what selling luggage and meals needs: its flight, route and whether the flight is canceled. */
export interface AncillaryCoupon extends CouponRow {
  flight: FlightFacts;
  route: RouteFacts;
  flightCanceled: boolean;
  /** Departure at the origin's wall clock, 'HH:mm' (the meal menu follows it). */
  departureLocalTime: string;
}

export async function ancillaryCoupons(db: Db, clock: Clock, condition: SQL | undefined): Promise<AncillaryCoupon[]> {
  const rows = await couponsWhere(db, condition);
  if (rows.length === 0) return [];
  const flightIds = [...new Set(rows.map((row) => row.flightId))];
  const flightsById = await flightsByIds(db, flightIds);
  const operations = await flightOperationFacts(db, clock, flightIds);
  const routeRows = await db
    .select({ flightId: flights.id, kind: routes.kind, distanceKm: routes.distanceKm })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .where(inArray(flights.id, flightIds));
  // Regional routes (Hong Kong, Macao, Taiwan) sell and allow luggage as international ones do.
  const routeOf = new Map(
    routeRows.map((row) => [
      row.flightId,
      { kind: row.kind === 'domestic' ? 'domestic' : 'international', distanceKm: row.distanceKm } as RouteFacts,
    ]),
  );
  return rows.map((row) => {
    const flight = flightsById.get(row.flightId)!;
    return {
      ...row,
      flight,
      route: routeOf.get(row.flightId)!,
      flightCanceled: flight.status === 'canceled' || operations.get(row.flightId)?.status === 'canceled',
      departureLocalTime: localDateTime(flight.departureAt, flight.origin.timezone).time,
    };
  });
}
