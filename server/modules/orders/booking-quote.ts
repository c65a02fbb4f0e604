import { and, eq } from 'drizzle-orm';
import {
  passengerPoints,
  passengerPrices,
  type PartyPoints,
  type PartyPrices,
} from '../../../contract/calls/flight-pricing';
import { BOOKING_REFUSALS, type BookingSegment, type OrderKindValue } from '../../../contract/calls/orders';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import type { CabinClass } from '../../db/schema/fleet';
import type { PassengerType } from '../../db/schema/orders';
import { pointsExchangeStandards } from '../../db/schema/points';
import { fares, flightBuckets, flights, routes } from '../../db/schema/schedule';
import { isInBookingWindow } from '../flight-search/booking-window';
import { fareOfFlightClass } from '../../shared/flight-fare';

/** One segment as it sells right now: its flight, its bucket's cabin and today's fare with taxes. */
export interface SegmentQuote {
  segment: BookingSegment;
  flightId: number;
  cabinClass: CabinClass;
  currentAdultFare: number;
  prices: PartyPrices;
  /** Points each passenger type pays on a points ticket, from exchangeStandard; null where the route and cabin have no standard. */
  points: PartyPoints | null;
}

/** What one coupon costs: cash fare (0 for points tickets), taxes in cash, and points. */
export interface CouponPrice {
  fare: number;
  airportFee: number;
  fuelSurcharge: number;
  points: number;
}

async function loadSegment(db: Db, segment: BookingSegment) {
  const [row] = await db
    .select({
      flightId: flights.id,
      status: flights.status,
      departureAt: flights.departureAt,
      routeKind: routes.kind,
      airportFee: routes.airportFee,
      fuelSurcharge: routes.fuelSurcharge,
      cabinClass: flightBuckets.cabinClass,
      price: fares.price,
      adultPoints: pointsExchangeStandards.points,
    })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .innerJoin(
      flightBuckets,
      and(eq(flightBuckets.flightId, flights.id), eq(flightBuckets.bookingClass, segment.bookingClass)),
    )
    .innerJoin(fares, fareOfFlightClass(segment.bookingClass))
    .leftJoin(
      pointsExchangeStandards,
      and(
        eq(pointsExchangeStandards.origin, routes.origin),
        eq(pointsExchangeStandards.destination, routes.destination),
        eq(pointsExchangeStandards.cabinClass, flightBuckets.cabinClass),
      ),
    )
    .where(and(eq(flights.flightNo, segment.flightNo), eq(flights.flightDate, segment.flightDate)));
  return row;
}

const notBookable = (segment: BookingSegment, messageKey = 'orders.errors.flightNotBookable') =>
  new CallError(
    BOOKING_REFUSALS.flightNotBookable,
    messageKey,
    { flightNo: segment.flightNo, flightDate: segment.flightDate },
    200,
    { flightNo: segment.flightNo, flightDate: segment.flightDate },
  );

/**
 * Reprices every segment from the fares table. A flight that left, is not for sale or belongs to the other
 * booking call refuses; a quoted fare that is no longer today's refuses with every changed segment.
 */
export async function quoteSegments(
  db: Db,
  segments: readonly BookingSegment[],
  orderKind: OrderKindValue,
  now: Date,
): Promise<SegmentQuote[]> {
  const quotes: SegmentQuote[] = [];
  for (const segment of segments) {
    const row = await loadSegment(db, segment);
    if (!row || row.status !== 'scheduled' || row.departureAt <= now || !isInBookingWindow(segment.flightDate, now))
      throw notBookable(segment);
    const international = row.routeKind !== 'domestic';
    if (international !== (orderKind === 'international')) throw notBookable(segment, 'orders.errors.wrongBookingCall');
    // A points ticket is priced from the table, never from the client: no standard, no points ticket.
    if (orderKind === 'points' && row.adultPoints === null) throw notBookable(segment);
    quotes.push({
      segment,
      flightId: row.flightId,
      cabinClass: row.cabinClass,
      currentAdultFare: row.price,
      prices: passengerPrices(row.price, { airportFee: row.airportFee, fuelSurcharge: row.fuelSurcharge }),
      points: row.adultPoints === null ? null : passengerPoints(row.adultPoints),
    });
  }
  const changed = quotes.filter((quote) => quote.currentAdultFare !== quote.segment.quotedAdultFare);
  if (changed.length > 0) {
    const data = { segments: changed.map((quote) => ({ ...quote.segment, currentAdultFare: quote.currentAdultFare })) };
    throw new CallError(BOOKING_REFUSALS.fareChanged, 'orders.errors.fareChanged', {}, 200, data);
  }
  return quotes;
}

const PRICE_KEY = { ADT: 'adult', CHD: 'child', INF: 'infant' } as const;

/** A points ticket pays its fare in points (spec's queryFlightFree, exchangeStandard) and its taxes in cash. */
export function couponPrice(quote: SegmentQuote, passengerType: PassengerType, orderKind: OrderKindValue): CouponPrice {
  const price = quote.prices[PRICE_KEY[passengerType]];
  if (orderKind === 'points')
    return {
      fare: 0,
      airportFee: price.airportFee,
      fuelSurcharge: price.fuelSurcharge,
      points: quote.points![PRICE_KEY[passengerType]],
    };
  return { ...price, points: 0 };
}
