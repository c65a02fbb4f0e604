import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PassengerType } from '../db/schema/orders';
import { fares, flightBuckets, flightCabins, flights, routes } from '../db/schema/schedule';
import type { TicketedTripOptions } from './ticketed-trip';
import { fareOfFlightClass } from '../shared/flight-fare';

/** A flight's economy bucket (of `bookingClass`, when given) with room for `seats`: what a test trip is sold. */
export function economySeatsFor(seats: number, bookingClass?: string) {
  return and(
    eq(flightBuckets.flightId, flights.id),
    eq(flightBuckets.cabinClass, 'Y'),
    gte(flightBuckets.available, seats),
    bookingClass ? eq(flightBuckets.bookingClass, bookingClass) : undefined,
  );
}

export async function chooseFlight(db: Db, options: TicketedTripOptions, seats: number) {
  const earliest = new Date(options.now.getTime() + (options.departsAfterHours ?? 2) * 3_600_000);
  const rows = await db
    .select({
      id: flights.id,
      departureAt: flights.departureAt,
      bookingClass: flightBuckets.bookingClass,
      fare: fares.price,
      airportFee: routes.airportFee,
      fuelSurcharge: routes.fuelSurcharge,
    })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .innerJoin(flightBuckets, economySeatsFor(seats, options.bookingClass))
    .innerJoin(fares, fareOfFlightClass(flightBuckets.bookingClass))
    .where(
      options.flightId
        ? eq(flights.id, options.flightId)
        : and(gte(flights.departureAt, earliest), eq(routes.kind, 'domestic')),
    )
    .orderBy(asc(flights.departureAt), asc(fares.price))
    .limit(1);
  if (!rows[0]) throw new Error('no domestic flight with economy seats for a check-in test booking');
  return rows[0];
}

export function price(type: PassengerType, flight: { fare: number; airportFee: number; fuelSurcharge: number }) {
  if (type === 'INF') return { fare: Math.round(flight.fare / 100) * 10, airportFee: 0, fuelSurcharge: 0 };
  if (type === 'CHD')
    return {
      fare: Math.round(flight.fare / 20) * 10,
      airportFee: 0,
      fuelSurcharge: Math.round(flight.fuelSurcharge / 2),
    };
  return { fare: flight.fare, airportFee: flight.airportFee, fuelSurcharge: flight.fuelSurcharge };
}

/** Sold seats leave both the cabin and the fare bucket; an infant takes none. */
export async function takeSeats(db: Db, flightId: number, bookingClass: string, seats: number): Promise<void> {
  await db
    .update(flightCabins)
    .set({ available: sql`${flightCabins.available} - ${seats}` })
    .where(and(eq(flightCabins.flightId, flightId), eq(flightCabins.cabinClass, 'Y')));
  await db
    .update(flightBuckets)
    .set({ available: sql`${flightBuckets.available} - ${seats}` })
    .where(and(eq(flightBuckets.flightId, flightId), eq(flightBuckets.bookingClass, bookingClass)));
}
