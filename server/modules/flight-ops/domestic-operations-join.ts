import { and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { flightOperations } from '../../db/schema/flight-operations';
import { flights, routes } from '../../db/schema/schedule';

/**
 * A domestic flight with its operations record (left, arrived, how late): where the dev levers and the tests
 * look for a flight that has flown. Callers select from `flights` (`$dynamic()`), then add their own conditions.
 */
export function joinDomesticOperations<Query extends PgSelect>(fromFlights: Query) {
  return fromFlights
    .innerJoin(flightOperations, eq(flightOperations.flightId, flights.id))
    .innerJoin(routes, and(eq(routes.code, flights.routeCode), eq(routes.kind, 'domestic')));
}
