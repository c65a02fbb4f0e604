import { and, eq } from 'drizzle-orm';
import { passengerPrices, type PartyPrices } from '../../../contract/calls/flight-pricing';
import type { Db } from '../../db/client';
import type { CabinClass } from '../../db/schema/fleet';
import { airports } from '../../db/schema/geography';
import { fares, flightBuckets, flights, routes } from '../../db/schema/schedule';
import { isInBookingWindow } from '../flight-search/booking-window';
import { seatsLeft } from '../orders/seat-inventory';
import { fareOfFlightClass } from '../../shared/flight-fare';
import { flightLegColumns, type FlightDeparture } from '../../shared/flight-leg';

/** The flight a change moves to, in one booking class, as it sells right now. */
export interface TargetFlight extends FlightDeparture {
  cabinClass: CabinClass;
  bookingClass: string;
  /** Today's prices per passenger type (the booking's rule), taxes included. */
  prices: PartyPrices;
  seatsLeft: number;
  /** Scheduled, not yet left, and inside the booking window: what booking would sell. */
  forSale: boolean;
}

/**
 * Which classes of the new flight a change may take: the one asked for, else every class of the coupon's
 * cabin (`chooseTargetClass` then picks).
 */
export type WantedClasses = { bookingClass: string } | { cabinClass: CabinClass };

/** The flight a change moves to, once per booking class it may take, as each sells right now. */
export async function loadTargetClasses(
  db: Db,
  wanted: { flightNo: string; flightDate: string; classes: WantedClasses },
  now: Date,
): Promise<TargetFlight[]> {
  const classCondition =
    'bookingClass' in wanted.classes
      ? eq(flightBuckets.bookingClass, wanted.classes.bookingClass)
      : eq(flightBuckets.cabinClass, wanted.classes.cabinClass);
  const rows = await db
    .select({
      flightId: flights.id,
      ...flightLegColumns,
      departureAt: flights.departureAt,
      status: flights.status,
      originTimeZone: airports.timezone,
      cabinClass: flightBuckets.cabinClass,
      bookingClass: flightBuckets.bookingClass,
      price: fares.price,
      airportFee: routes.airportFee,
      fuelSurcharge: routes.fuelSurcharge,
    })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .innerJoin(airports, eq(airports.code, flights.origin))
    .innerJoin(flightBuckets, and(eq(flightBuckets.flightId, flights.id), classCondition))
    .innerJoin(fares, fareOfFlightClass(flightBuckets.bookingClass))
    .where(and(eq(flights.flightNo, wanted.flightNo), eq(flights.flightDate, wanted.flightDate)));
  return Promise.all(
    rows.map(async (row) => ({
      flightId: row.flightId,
      flightNo: row.flightNo,
      flightDate: row.flightDate,
      origin: row.origin,
      destination: row.destination,
      departureAt: row.departureAt,
      originTimeZone: row.originTimeZone,
      cabinClass: row.cabinClass,
      bookingClass: row.bookingClass,
      prices: passengerPrices(row.price, { airportFee: row.airportFee, fuelSurcharge: row.fuelSurcharge }),
      seatsLeft: await seatsLeft(db, row.flightId, row.bookingClass),
      forSale: row.status === 'scheduled' && row.departureAt > now && isInBookingWindow(row.flightDate, now),
    })),
  );
}

/**
 * The class a change takes: the coupon's own class while it has the seats; else the cheapest class of the
 * cabin that has them and costs no less than the own class on that flight (a voluntary change pays the
 * difference, a disrupted one nothing), so a full fare class does not strand a traveller while the cabin has
 * seats, and nobody slips into a cheaper class with stricter rules. With no class that fits: the own class
 * (or the first), whose seat count the refusal then names.
 */
export function chooseTargetClass(
  targets: readonly TargetFlight[],
  ownClass: string,
  seated: number,
): TargetFlight | undefined {
  const own = targets.find((target) => target.bookingClass === ownClass);
  const fits = (target: TargetFlight) => target.seatsLeft >= seated;
  if (own && fits(own)) return own;
  const floor = own?.prices.adult.fare ?? 0;
  const higher = targets
    .filter((target) => fits(target) && target.prices.adult.fare >= floor)
    .sort((a, b) => a.prices.adult.fare - b.prices.adult.fare);
  return higher[0] ?? own ?? targets[0];
}
