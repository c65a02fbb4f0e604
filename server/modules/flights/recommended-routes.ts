import { aliasedTable, and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { RecommendedRoute } from '../../../contract/calls/content';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import { airports } from '../../db/schema/geography';
import { fares, flightBuckets, flights, routes } from '../../db/schema/schedule';
import { addDays, localDate } from '../../flight-calendar/calendar-days';
import { fareOfFlightClass } from '../../shared/flight-fare';

/** Lowest fares are looked for among the flights of the coming weeks, as the home page advertises them. */
export const RECOMMENDATION_WINDOW_DAYS = 30;

const originAirport = aliasedTable(airports, 'origin_airport');
const destinationAirport = aliasedTable(airports, 'destination_airport');

/**
 * For each route, the cheapest economy fare still for sale on a flight that has not left yet.
 * Without an origin: the routes marked recommended; with one: every route from that city (PEK finds PKX's too).
 */
export async function recommendedRoutes(
  db: Db,
  locale: Locale,
  now: Date,
  origin?: string,
): Promise<RecommendedRoute[]> {
  const lastDate = addDays(localDate(now), RECOMMENDATION_WINDOW_DAYS);
  const routeFilter = origin
    ? eq(originAirport.cityCode, sql`(SELECT city_code FROM airports WHERE code = ${origin})`)
    : eq(routes.recommended, true);
  const rows = await db
    .selectDistinctOn([routes.code], {
      origin: routes.origin,
      destination: routes.destination,
      originCity: originAirport.cityName,
      destinationCity: destinationAirport.cityName,
      price: fares.price,
      flightDate: flights.flightDate,
      flightNo: flights.flightNo,
      cabinClass: fares.cabinClass,
    })
    .from(routes)
    .innerJoin(originAirport, eq(originAirport.code, routes.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.code, routes.destination))
    .innerJoin(
      flights,
      and(eq(flights.routeCode, routes.code), gt(flights.departureAt, now), lte(flights.flightDate, lastDate)),
    )
    .innerJoin(
      flightBuckets,
      and(eq(flightBuckets.flightId, flights.id), eq(flightBuckets.cabinClass, 'Y'), gt(flightBuckets.available, 0)),
    )
    .innerJoin(fares, fareOfFlightClass(flightBuckets.bookingClass))
    .where(routeFilter)
    .orderBy(asc(routes.code), asc(fares.price), asc(flights.departureAt));
  return rows
    .map((row) => ({
      origin: row.origin,
      destination: row.destination,
      originCityName: pickLocale(row.originCity, locale),
      destinationCityName: pickLocale(row.destinationCity, locale),
      lowestPrice: row.price,
      currency: 'CNY',
      flightDate: row.flightDate,
      flightNo: row.flightNo,
      cabinClass: row.cabinClass,
    }))
    .sort((a, b) => a.lowestPrice - b.lowestPrice || a.destination.localeCompare(b.destination));
}
