import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { airports } from './geography';
import { aircraftTypes, type CabinClass } from './fleet';
import { at, textRef, integerRef } from './columns';

export type RouteKind = 'domestic' | 'regional' | 'international';
export type Season = 'summer' | 'winter';

/** A city pair the airline flies, with the taxes every ticket on it pays (CNY per passenger). */
export const routes = pgTable('routes', {
  code: text('code').primaryKey(),
  origin: textRef('origin', () => airports.code),
  destination: textRef('destination', () => airports.code),
  kind: text('kind').$type<RouteKind>().notNull(),
  distanceKm: integer('distance_km').notNull(),
  /** Civil aviation development fund (airport construction fee): 50 domestic; departure tax abroad. */
  airportFee: integer('airport_fee').notNull(),
  fuelSurcharge: integer('fuel_surcharge').notNull(),
  recommended: boolean('recommended').notNull().default(false),
});

/** The price of one booking class (fare bucket) on a route in an IATA season, in CNY. */
export const fares = pgTable(
  'fares',
  {
    routeCode: textRef('route_code', () => routes.code),
    season: text('season').$type<Season>().notNull(),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
    bookingClass: text('booking_class').notNull(),
    price: integer('price').notNull(),
    baggageKg: integer('baggage_kg').notNull(),
    /** Fees as percent of the fare: change before departure, refund before departure. */
    changeFeePercent: integer('change_fee_percent').notNull(),
    refundFeePercent: integer('refund_fee_percent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.routeCode, table.season, table.bookingClass] }),
    check('fares_price_positive', sql`${table.price} > 0`),
  ],
);

/** The weekly timetable: local times at each end; daysOfWeek holds ISO weekdays, '1234567' = daily. */
export const flightSchedules = pgTable('flight_schedules', {
  flightNo: text('flight_no').primaryKey(),
  routeCode: textRef('route_code', () => routes.code),
  departureTime: text('departure_time').notNull(),
  arrivalTime: text('arrival_time').notNull(),
  arrivalDayOffset: integer('arrival_day_offset').notNull().default(0),
  daysOfWeek: text('days_of_week').notNull(),
  aircraftType: textRef('aircraft_type', () => aircraftTypes.code),
});

/** A dated flight, materialised from the timetable by ensureFlightsAhead. */
export const flights = pgTable(
  'flights',
  {
    id: serial('id').primaryKey(),
    flightNo: textRef('flight_no', () => flightSchedules.flightNo),
    /** Local date at the origin. */
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    routeCode: textRef('route_code', () => routes.code),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    departureAt: at('departure_at').notNull(),
    arrivalAt: at('arrival_at').notNull(),
    aircraftType: textRef('aircraft_type', () => aircraftTypes.code),
    season: text('season').$type<Season>().notNull(),
    status: text('status').notNull().default('scheduled'),
  },
  (table) => [
    unique('flights_flight_no_date').on(table.flightNo, table.flightDate),
    index('flights_route_date').on(table.origin, table.destination, table.flightDate),
  ],
);

/** Seats per cabin of a flight; `available` falls as orders take seats and never below zero. */
export const flightCabins = pgTable(
  'flight_cabins',
  {
    flightId: integerRef('flight_id', () => flights.id),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
    capacity: integer('capacity').notNull(),
    available: integer('available').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.flightId, table.cabinClass] }),
    check('flight_cabins_available_range', sql`${table.available} >= 0 AND ${table.available} <= ${table.capacity}`),
  ],
);

/** Seats still for sale per fare bucket (booking class) of a flight. */
export const flightBuckets = pgTable(
  'flight_buckets',
  {
    flightId: integerRef('flight_id', () => flights.id),
    bookingClass: text('booking_class').notNull(),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
    available: integer('available').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.flightId, table.bookingClass] }),
    check('flight_buckets_available_non_negative', sql`${table.available} >= 0`),
  ],
);
