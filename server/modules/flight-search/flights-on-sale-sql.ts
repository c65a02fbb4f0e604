import type { StatementValue } from '../../db/prepared-statement';
import type { ReferenceData } from '../../shared/reference-data';

/**
 * What is on sale, written once for every statement that reads it (the day's flight list and the fare
 * calendar), so the two cannot disagree on what a customer could book.
 */
export interface FlightsOnSaleQuery {
  origin: string;
  destination: string;
  firstDate: string;
  lastDate: string;
  /** Flights leaving at or before this instant are gone. */
  departingAfter: Date;
}

/** The types of $1–$5, the values flightsOnSaleValues gives. */
export const FLIGHTS_ON_SALE_PARAMETER_TYPES = ['text[]', 'text[]', 'date', 'date', 'timestamptz'] as const;

/** Dated flights `f` between the two cities' airports over the range that have not left and are not cancelled. */
export const FLIGHTS_ON_SALE = `f.origin = ANY($1) AND f.destination = ANY($2) AND f.flight_date BETWEEN $3 AND $4
      AND f.departure_at > $5 AND f.status = 'scheduled'`;

/**
 * The fare buckets `b` of flight `f` with their cabin `c` and their season's fare `fa`: a bucket lacking
 * either is not sold. Each table is reached by its key from the flight, which PGlite's planner needs spelled
 * out: it never analyzes its tables, and without statistics it hashed every flight and fare for a few rows.
 */
export const BUCKETS_OF_FLIGHT = `flight_buckets b
      JOIN flight_cabins c ON c.flight_id = f.id AND c.cabin_class = b.cabin_class
      JOIN fares fa ON fa.route_code = f.route_code AND fa.season = f.season AND fa.booking_class = b.booking_class
      WHERE b.flight_id = f.id`;

/** Seats sellable in bucket `b`: its own count, capped by what its cabin `c` still has. */
export const SEATS_LEFT = 'least(b.available, c.available)';

export function flightsOnSaleValues(reference: ReferenceData, query: FlightsOnSaleQuery): StatementValue[] {
  return [
    reference.sameCityAirports(query.origin),
    reference.sameCityAirports(query.destination),
    query.firstDate,
    query.lastDate,
    query.departingAfter,
  ];
}
