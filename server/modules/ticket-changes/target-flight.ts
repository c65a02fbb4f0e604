import { and, eq } from 'drizzle-orm';
import { passengerPrices, type PartyPrices } from '../../../contract/calls/flight-pricing';
import type { Db } from '../../db/client';
import type { CabinClass } from '../../db/schema/fleet';
import { airports } from '../../db/schema/geography';
import { fares, flightBuckets, flights, routes } from '../../db/schema/schedule';
import { isInBookingWindow } from '../flight-search/booking-window';
import { seatsLeft } from '../orders/seat-inventory';

/** The flight a change moves to, in one booking class, as it sells right now. */
export interface TargetFlight {
  flightId: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  departureAt: Date;
  originTimeZone: string;
  cabinClass: CabinClass;
  bookingClass: string;
  /** Today's prices per passenger type (the booking's rule), taxes included. */
  prices: PartyPrices;
  seatsLeft: number;
  /** Scheduled, not yet left, and inside the booking window: what booking would sell. */
  forSale: boolean;
}

export async function loadTargetFlight(
  db: Db,
  wanted: { flightNo: string; flightDate: string; bookingClass: string },
  now: Date,
): Promise<TargetFlight | undefined> {
  const [row] = await db
    .select({
      flightId: flights.id,
      flightNo: flights.flightNo,
      flightDate: flights.flightDate,
      origin: flights.origin,
      destination: flights.destination,
      departureAt: flights.departureAt,
      status: flights.status,
      originTimeZone: airports.timezone,
      cabinClass: flightBuckets.cabinClass,
      price: fares.price,
      airportFee: routes.airportFee,
      fuelSurcharge: routes.fuelSurcharge,
    })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .innerJoin(airports, eq(airports.code, flights.origin))
    .innerJoin(
      flightBuckets,
      and(eq(flightBuckets.flightId, flights.id), eq(flightBuckets.bookingClass, wanted.bookingClass)),
    )
    .innerJoin(
      fares,
      and(
        eq(fares.routeCode, flights.routeCode),
        eq(fares.season, flights.season),
        eq(fares.bookingClass, wanted.bookingClass),
      ),
    )
    .where(and(eq(flights.flightNo, wanted.flightNo), eq(flights.flightDate, wanted.flightDate)));
  if (!row) return undefined;
  return {
    flightId: row.flightId,
    flightNo: row.flightNo,
    flightDate: row.flightDate,
    origin: row.origin,
    destination: row.destination,
    departureAt: row.departureAt,
    originTimeZone: row.originTimeZone,
    cabinClass: row.cabinClass,
    bookingClass: wanted.bookingClass,
    prices: passengerPrices(row.price, { airportFee: row.airportFee, fuelSurcharge: row.fuelSurcharge }),
    seatsLeft: await seatsLeft(db, row.flightId, wanted.bookingClass),
    forSale: row.status === 'scheduled' && row.departureAt > now && isInBookingWindow(row.flightDate, now),
  };
}
