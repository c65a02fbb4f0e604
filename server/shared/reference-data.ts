import { asc } from 'drizzle-orm';
import type { LocalizedText } from '../../contract/localized-text';
import type { Db } from '../db/client';
import { aircraftTypes } from '../db/schema/fleet';
import { airports } from '../db/schema/geography';
import { routes } from '../db/schema/schedule';

export interface AirportFacts {
  code: string;
  cityCode: string;
  cityName: LocalizedText;
  airportName: LocalizedText;
  timezone: string;
}

export type AirportRow = typeof airports.$inferSelect;

export interface ReferenceData {
  /** Every airport, in the order the city pickers list them. */
  airports: readonly AirportRow[];
  airport(code: string): AirportFacts;
  /** The airports of a code's city: PEK and PKX for either, SHA and PVG for either; none for an unknown code. */
  sameCityAirports(code: string): string[];
  aircraftName(code: string): LocalizedText;
  /** The taxes each ticket on a route pays, CNY per passenger. */
  routeTaxes(code: string): { airportFee: number; fuelSurcharge: number };
}

/*
 * Airports, aircraft types and routes' taxes change only by migration or seed, never while a server runs, so each process
 * reads them once per database and searches skip joining (and parsing) them. Seats and fares are not kept
 * here: they change with every order and stay live queries.
 */
const loaded = new WeakMap<Db, Promise<ReferenceData>>();

async function load(db: Db): Promise<ReferenceData> {
  const [airportRows, aircraftRows, routeRows] = await Promise.all([
    db.select().from(airports).orderBy(asc(airports.sortOrder)),
    db.select({ code: aircraftTypes.code, name: aircraftTypes.name }).from(aircraftTypes),
    db.select({ code: routes.code, airportFee: routes.airportFee, fuelSurcharge: routes.fuelSurcharge }).from(routes),
  ]);
  // An empty database is being seeded: read it again next time rather than remember nothing.
  if (!airportRows.length) loaded.delete(db);
  const byCode = new Map(airportRows.map((row) => [row.code, row]));
  const aircraftNames = new Map(aircraftRows.map((row) => [row.code, row.name]));
  const taxes = new Map(
    routeRows.map((row) => [row.code, { airportFee: row.airportFee, fuelSurcharge: row.fuelSurcharge }]),
  );
  return {
    airports: airportRows,
    airport: (code) => byCode.get(code)!,
    sameCityAirports: (code) => {
      const cityCode = byCode.get(code)?.cityCode;
      return airportRows.filter((row) => row.cityCode === cityCode).map((row) => row.code);
    },
    aircraftName: (code) => aircraftNames.get(code)!,
    routeTaxes: (code) => taxes.get(code)!,
  };
}

export function referenceData(db: Db): Promise<ReferenceData> {
  let data = loaded.get(db);
  if (!data) {
    data = load(db);
    data.catch(() => loaded.delete(db));
    loaded.set(db, data);
  }
  return data;
}
