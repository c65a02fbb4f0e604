import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fares, flights } from '../db/schema/schedule';

/**
 * The join condition of a flight's fare in one booking class: fares are priced per route, season and class, so
 * the flight gives the first two and the query the class (a bucket's or segment's column, or a class asked for).
 */
export function fareOfFlightClass(bookingClass: AnyPgColumn | string) {
  return and(
    eq(fares.routeCode, flights.routeCode),
    eq(fares.season, flights.season),
    eq(fares.bookingClass, bookingClass),
  );
}
