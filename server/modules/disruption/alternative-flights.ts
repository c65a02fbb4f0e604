import { and, asc, eq, gt, gte, inArray, lte, ne } from 'drizzle-orm';
import { localDateTime } from '../../../contract/airport-time';
import { FREE_CHANGE_WITHIN_DAYS, type AlternativeFlight } from '../../../contract/calls/disruption';
import type { Db } from '../../db/client';
import { airports } from '../../db/schema/geography';
import { flights } from '../../db/schema/schedule';
import { addDays } from '../../flight-calendar/calendar-days';
import { bookingWindow } from '../flight-search/booking-window';

/** At most this many flights are offered per notice: the next ones in time. */
const MAX_ALTERNATIVES = 12;

/**
 * The flights a disrupted coupon may change to for free: same route, scheduled, not yet left, on sale, within
 * FREE_CHANGE_WITHIN_DAYS of the disrupted flight. The quote still decides (cabin, seats); this is the list.
 */
export async function alternativeFlights(
  db: Db,
  now: Date,
  flightIds: number[],
): Promise<Map<number, AlternativeFlight[]>> {
  const result = new Map<number, AlternativeFlight[]>();
  if (flightIds.length === 0) return result;
  const disrupted = await db
    .select({ id: flights.id, origin: flights.origin, destination: flights.destination, date: flights.flightDate })
    .from(flights)
    .where(inArray(flights.id, [...new Set(flightIds)]));
  const window = bookingWindow(now);
  for (const flight of disrupted) {
    const firstDate = addDays(flight.date, -FREE_CHANGE_WITHIN_DAYS);
    const lastDate = addDays(flight.date, FREE_CHANGE_WITHIN_DAYS);
    const rows = await db
      .select({
        flightNo: flights.flightNo,
        flightDate: flights.flightDate,
        departureAt: flights.departureAt,
        timeZone: airports.timezone,
      })
      .from(flights)
      .innerJoin(airports, eq(airports.code, flights.origin))
      .where(
        and(
          eq(flights.origin, flight.origin),
          eq(flights.destination, flight.destination),
          ne(flights.id, flight.id),
          eq(flights.status, 'scheduled'),
          gt(flights.departureAt, now),
          gte(flights.flightDate, firstDate > window.firstDate ? firstDate : window.firstDate),
          lte(flights.flightDate, lastDate < window.lastDate ? lastDate : window.lastDate),
        ),
      )
      .orderBy(asc(flights.departureAt))
      .limit(MAX_ALTERNATIVES);
    result.set(
      flight.id,
      rows.map((row) => ({
        flightNo: row.flightNo,
        flightDate: row.flightDate,
        departureTime: localDateTime(row.departureAt, row.timeZone).time,
      })),
    );
  }
  return result;
}
