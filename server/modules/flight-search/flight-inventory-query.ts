import { aliasedTable, and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { LocalizedText } from '../../../contract/localized-text';
import type { Db } from '../../db/client';
import { aircraftTypes, type CabinClass } from '../../db/schema/fleet';
import { airports } from '../../db/schema/geography';
import { fares, flightBuckets, flightCabins, flights, routes } from '../../db/schema/schedule';

const originAirport = aliasedTable(airports, 'origin_airport');
const destinationAirport = aliasedTable(airports, 'destination_airport');

/** The airports of a code's city: PEK and PKX for either, SHA and PVG for either. */
export const sameCityAirports = (code: string) => sql`(SELECT a.code FROM airports a WHERE a.city_code = (SELECT b.city_code FROM airports b WHERE b.code = ${code}))`;

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

/** The dated flights between two cities over a range of origin-local dates that have not left yet. */
export async function flightsBetween(db: Db, query: InventoryQuery): Promise<FlightRow[]> {
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
    .where(
      and(
        inArray(flights.origin, sameCityAirports(query.origin)),
        inArray(flights.destination, sameCityAirports(query.destination)),
        gte(flights.flightDate, query.firstDate),
        lte(flights.flightDate, query.lastDate),
        gt(flights.departureAt, query.departingAfter),
        eq(flights.status, 'scheduled'),
      ),
    )
    .orderBy(asc(flights.departureAt));
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

/** Every fare bucket of the given flights with its season's fare, cheapest first. */
export async function bucketsOf(db: Db, flightIds: number[]): Promise<BucketRow[]> {
  if (flightIds.length === 0) return [];
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
    .from(flightBuckets)
    .innerJoin(flights, eq(flights.id, flightBuckets.flightId))
    .innerJoin(flightCabins, and(eq(flightCabins.flightId, flightBuckets.flightId), eq(flightCabins.cabinClass, flightBuckets.cabinClass)))
    .innerJoin(fares, and(eq(fares.routeCode, flights.routeCode), eq(fares.season, flights.season), eq(fares.bookingClass, flightBuckets.bookingClass)))
    .where(inArray(flightBuckets.flightId, flightIds))
    .orderBy(asc(fares.price));
}
