import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { aircraftTypes } from '../db/schema/fleet';
import { cabinCapacity } from '../db/seed/aircraft';
import { calendarDays } from './calendar-days';

/** How far ahead flights exist, in days: the booking window. */
export const FLIGHTS_AHEAD_DAYS = 90;
/** Yesterday's flights exist too: flight status looks a day back, and their operations are facts. */
export const FLIGHTS_BEHIND_DAYS = 1;

/**
 * Materialises the dated flights of the weekly timetable from yesterday through today + days, each with its
 * seat inventory per cabin and per fare bucket. Idempotent and safe with several server instances:
 * a flight is unique by number and date, and inventory is only created for flights this run inserted.
 * Returns how many flights it added.
 */
export async function ensureFlightsAhead(db: Db, clock: Clock, days = FLIGHTS_AHEAD_DAYS): Promise<number> {
  const calendar = calendarDays(clock.now(), days, FLIGHTS_BEHIND_DAYS);
  const capacities = (await db.select().from(aircraftTypes)).flatMap((type) =>
    type.seatLayout.cabins.map((cabin) => ({
      aircraft_type: type.code,
      cabin_class: cabin.cabinClass,
      capacity: cabinCapacity(cabin),
    })),
  );
  const result = await db.execute<{ added: number }>(sql`
    WITH calendar AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(calendar)}::jsonb) AS c("flightDate" date, season text)
    ),
    capacities AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(capacities)}::jsonb) AS k(aircraft_type text, cabin_class text, capacity int)
    ),
    new_flights AS (
      INSERT INTO flights (flight_no, flight_date, route_code, origin, destination, departure_at, arrival_at, aircraft_type, season)
      SELECT s.flight_no, c."flightDate", s.route_code, r.origin, r.destination,
             (c."flightDate" + s.departure_time::time) AT TIME ZONE o.timezone,
             (c."flightDate" + s.arrival_day_offset + s.arrival_time::time) AT TIME ZONE d.timezone,
             s.aircraft_type, c.season
      FROM flight_schedules s
      JOIN routes r ON r.code = s.route_code
      JOIN airports o ON o.code = r.origin
      JOIN airports d ON d.code = r.destination
      JOIN calendar c ON strpos(s.days_of_week, extract(isodow FROM c."flightDate")::int::text) > 0
      ON CONFLICT (flight_no, flight_date) DO NOTHING
      RETURNING id, flight_no, flight_date, route_code, aircraft_type, season
    ),
    new_cabins AS (
      INSERT INTO flight_cabins (flight_id, cabin_class, capacity, available)
      SELECT f.id, k.cabin_class, k.capacity, k.capacity
      FROM new_flights f JOIN capacities k ON k.aircraft_type = f.aircraft_type
    ),
    buckets AS (
      SELECT route_code, season, cabin_class, booking_class,
             row_number() OVER (PARTITION BY route_code, season, cabin_class ORDER BY price DESC) - 1 AS cheapness
      FROM fares
    ),
    new_buckets AS (
      -- The full fare sells the whole cabin; each cheaper bucket holds a few seats, the cheapest sometimes none.
      INSERT INTO flight_buckets (flight_id, booking_class, cabin_class, available)
      SELECT f.id, b.booking_class, b.cabin_class,
             CASE WHEN b.cheapness = 0 THEN k.capacity
                  ELSE abs(hashtext(f.flight_no || f.flight_date::text || b.booking_class)) % (12 - b.cheapness)::int END
      FROM new_flights f
      JOIN buckets b ON b.route_code = f.route_code AND b.season = f.season
      JOIN capacities k ON k.aircraft_type = f.aircraft_type AND k.cabin_class = b.cabin_class
    )
    SELECT count(*)::int AS added FROM new_flights
  `);
  return Number((result as unknown as { rows: { added: number }[] }).rows[0]?.added ?? 0);
}
