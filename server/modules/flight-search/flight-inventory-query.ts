import type { LocalizedText } from '../../../contract/localized-text';
import type { Db } from '../../db/client';
import type { CabinClass } from '../../db/schema/fleet';
import {
  BUCKETS_OF_FLIGHT,
  FLIGHTS_ON_SALE,
  FLIGHTS_ON_SALE_PARAMETER_TYPES,
  flightsOnSaleValues,
  SEATS_LEFT,
  type FlightsOnSaleQuery,
} from './flights-on-sale-sql';
import { runPrepared, type PreparedStatement } from '../../db/prepared-statement';
import { referenceData, type AirportFacts } from '../../shared/reference-data';

export interface FlightRow {
  id: number;
  routeCode: string;
  season: 'summer' | 'winter';
  flightNo: string;
  flightDate: string;
  departureAt: Date;
  arrivalAt: Date;
  aircraftType: string;
  aircraftName: LocalizedText;
  airportFee: number;
  fuelSurcharge: number;
  origin: AirportFacts;
  destination: AirportFacts;
}

export interface BucketRow {
  flightId: number;
  cabinClass: CabinClass;
  bookingClass: string;
  /** Seats sellable in this bucket: its own count, capped by what the cabin still has. */
  seatsLeft: number;
  price: number;
  baggageKg: number;
  changeFeePercent: number;
  refundFeePercent: number;
}

/** One query for a search: the flights on sale, each with every fare bucket and its fare (none when a flight has no buckets). */
const flightInventory: PreparedStatement = {
  name: 'flight_search_inventory_v2',
  parameterTypes: FLIGHTS_ON_SALE_PARAMETER_TYPES,
  text: `SELECT f.id, f.route_code, f.season, f.flight_no, f.flight_date::text AS flight_date, f.departure_at, f.arrival_at,
      f.aircraft_type, f.origin, f.destination,
      o.cabin_class, o.booking_class, o.seats_left, o.price, o.baggage_kg, o.change_fee_percent, o.refund_fee_percent
    FROM flights f
    LEFT JOIN LATERAL (
      SELECT b.cabin_class, b.booking_class, ${SEATS_LEFT} AS seats_left,
        fa.price, fa.baggage_kg, fa.change_fee_percent, fa.refund_fee_percent
      FROM ${BUCKETS_OF_FLIGHT}
    ) o ON true
    WHERE ${FLIGHTS_ON_SALE}
    ORDER BY f.departure_at, f.id, o.price`,
};

interface InventoryRow {
  id: number;
  route_code: string;
  season: FlightRow['season'];
  flight_no: string;
  flight_date: string;
  departure_at: Date;
  arrival_at: Date;
  aircraft_type: string;
  origin: string;
  destination: string;
  cabin_class: CabinClass | null;
  booking_class: string | null;
  seats_left: number | null;
  price: number | null;
  baggage_kg: number | null;
  change_fee_percent: number | null;
  refund_fee_percent: number | null;
}

/**
 * The dated flights between two cities over a range of origin-local dates that have not left yet, earliest
 * first, and the fare buckets of those flights, cheapest first.
 */
export async function flightsAndBuckets(
  db: Db,
  query: FlightsOnSaleQuery,
): Promise<{ flights: FlightRow[]; buckets: BucketRow[] }> {
  const reference = await referenceData(db);
  const rows = await runPrepared<InventoryRow>(db, flightInventory, flightsOnSaleValues(reference, query));
  const flights: FlightRow[] = [];
  const buckets: BucketRow[] = [];
  for (const row of rows) {
    if (flights.at(-1)?.id !== row.id) flights.push(toFlightRow(row, reference));
    if (row.booking_class !== null) {
      buckets.push({
        flightId: row.id,
        cabinClass: row.cabin_class!,
        bookingClass: row.booking_class,
        seatsLeft: row.seats_left!,
        price: row.price!,
        baggageKg: row.baggage_kg!,
        changeFeePercent: row.change_fee_percent!,
        refundFeePercent: row.refund_fee_percent!,
      });
    }
  }
  // Stable: buckets of one price keep their flights' order.
  buckets.sort((a, b) => a.price - b.price);
  return { flights, buckets };
}

function toFlightRow(row: InventoryRow, reference: Awaited<ReturnType<typeof referenceData>>): FlightRow {
  return {
    id: row.id,
    routeCode: row.route_code,
    season: row.season,
    flightNo: row.flight_no,
    flightDate: row.flight_date,
    departureAt: row.departure_at,
    arrivalAt: row.arrival_at,
    aircraftType: row.aircraft_type,
    aircraftName: reference.aircraftName(row.aircraft_type),
    ...reference.routeTaxes(row.route_code),
    origin: reference.airport(row.origin),
    destination: reference.airport(row.destination),
  };
}
