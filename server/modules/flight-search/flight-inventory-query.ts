import { aliasedTable, and, asc, eq, gt, gte, inArray, lte, sql, type Placeholder } from 'drizzle-orm';
import type { LocalizedText } from '../../../contract/localized-text';
import type { Db } from '../../db/client';
import { aircraftTypes, type CabinClass } from '../../db/schema/fleet';
import { airports } from '../../db/schema/geography';
import { fares, flightBuckets, flightCabins, flights, routes } from '../../db/schema/schedule';

const originAirport = aliasedTable(airports, 'origin_airport');
const destinationAirport = aliasedTable(airports, 'destination_airport');

/** The airports of a code's city: PEK and PKX for either, SHA and PVG for either. */
export const sameCityAirports = (code: string | Placeholder) => sql`(SELECT a.code FROM airports a WHERE a.city_code = (SELECT b.city_code FROM airports b WHERE b.code = ${code}))`;

export interface InventoryQuery {
  origin: string;
  destination: string;
  firstDate: string;
  lastDate: string;
  /** Flights leaving at or before this instant are gone. */
  departingAfter: Date;
}

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
  origin: { code: string; cityCode: string; cityName: LocalizedText; airportName: LocalizedText; timezone: string };
  destination: { code: string; cityCode: string; cityName: LocalizedText; airportName: LocalizedText; timezone: string };
}

const param = {
  origin: sql.placeholder('origin'),
  destination: sql.placeholder('destination'),
  firstDate: sql.placeholder('firstDate'),
  lastDate: sql.placeholder('lastDate'),
  departingAfter: sql.placeholder('departingAfter'),
};

/** The conditions both inventory queries share: the city pair, the dates, not gone, on sale. */
const flightsOnSale = () =>
  and(
    inArray(flights.origin, sameCityAirports(param.origin)),
    inArray(flights.destination, sameCityAirports(param.destination)),
    gte(flights.flightDate, param.firstDate),
    lte(flights.flightDate, param.lastDate),
    gt(flights.departureAt, param.departingAfter),
    eq(flights.status, 'scheduled'),
  );

function prepareFlightsBetween(db: Db) {
  const airportColumns = (table: typeof originAirport) => ({
    code: table.code,
    cityCode: table.cityCode,
    cityName: table.cityName,
    airportName: table.airportName,
    timezone: table.timezone,
  });
  return db
    .select({
      id: flights.id,
      routeCode: flights.routeCode,
      season: flights.season,
      flightNo: flights.flightNo,
      flightDate: flights.flightDate,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
      aircraftType: flights.aircraftType,
      aircraftName: aircraftTypes.name,
      airportFee: routes.airportFee,
      fuelSurcharge: routes.fuelSurcharge,
      origin: airportColumns(originAirport),
      destination: airportColumns(destinationAirport),
    })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flights.aircraftType))
    .innerJoin(originAirport, eq(originAirport.code, flights.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.code, flights.destination))
    .where(flightsOnSale())
    .orderBy(asc(flights.departureAt))
    .prepare('flights_between');
}

/**
 * The fare buckets of the same flights with their season's fare, cheapest first. Each table is reached by
 * its key from the flights found, which PGlite's planner needs spelled out: it never analyzes its tables,
 * and without statistics it hashed every flight and fare for a handful of rows (2 s instead of 2 ms).
 */
function prepareBucketsBetween(db: Db) {
  return db
    .select({
      flightId: flightBuckets.flightId,
      cabinClass: flightBuckets.cabinClass,
      bookingClass: flightBuckets.bookingClass,
      seatsLeft: sql<number>`least(${flightBuckets.available}, ${flightCabins.available})`.mapWith(Number),
      price: fares.price,
      baggageKg: fares.baggageKg,
      changeFeePercent: fares.changeFeePercent,
      refundFeePercent: fares.refundFeePercent,
    })
    .from(flights)
    .innerJoin(flightBuckets, eq(flightBuckets.flightId, flights.id))
    .innerJoin(flightCabins, and(eq(flightCabins.flightId, flights.id), eq(flightCabins.cabinClass, flightBuckets.cabinClass)))
    .innerJoin(fares, and(eq(fares.routeCode, flights.routeCode), eq(fares.season, flights.season), eq(fares.bookingClass, flightBuckets.bookingClass)))
    .where(flightsOnSale())
    .orderBy(asc(fares.price))
    .prepare('buckets_between');
}

// A search runs two queries; prepared once per database, they skip building and planning SQL each time.
const prepared = new WeakMap<Db, { flightsBetween: ReturnType<typeof prepareFlightsBetween>; bucketsBetween: ReturnType<typeof prepareBucketsBetween> }>();

function preparedFor(db: Db) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { flightsBetween: prepareFlightsBetween(db), bucketsBetween: prepareBucketsBetween(db) };
    prepared.set(db, queries);
  }
  return queries;
}

/** The dated flights between two cities over a range of origin-local dates that have not left yet. */
export async function flightsBetween(db: Db, query: InventoryQuery): Promise<FlightRow[]> {
  return preparedFor(db).flightsBetween.execute({ ...query });
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

/** Every fare bucket of the flights `flightsBetween` finds for the same query, cheapest first. */
export async function bucketsBetween(db: Db, query: InventoryQuery): Promise<BucketRow[]> {
  return preparedFor(db).bucketsBetween.execute({ ...query });
}
