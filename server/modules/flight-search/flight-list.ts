import type { CabinOffer, FlightOption, QueryFlightListData } from '../../../contract/calls/flights';
import { partyTotal, passengerPrices } from '../../../contract/calls/flight-pricing';
import type { PassengerCounts } from '../../../contract/first-load/flight-search-rules';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import { isInBookingWindow } from './booking-window';
import type { BucketRow, FlightRow } from './flight-inventory-query';
import { dayInventory } from './day-inventory-cache';
import { daysBetween, localDateTime } from '../../../contract/airport-time';

export interface FlightListQuery extends PassengerCounts {
  origin: string;
  destination: string;
  departureDate: string;
}

const CABIN_ORDER = { F: 0, C: 1, Y: 2 } as const;

/**
 * The flights of one day between two cities, as the party can book them now: for each cabin the
 * cheapest fare bucket with a seat for every adult and child (infants sit on a lap).
 */
export async function flightList(
  db: Db,
  query: FlightListQuery,
  now: Date,
  locale: Locale,
): Promise<QueryFlightListData> {
  const reply: QueryFlightListData = {
    origin: query.origin,
    destination: query.destination,
    departureDate: query.departureDate,
    currency: 'CNY',
    flights: [],
  };
  if (!isInBookingWindow(query.departureDate, now)) return reply;
  const { flights, buckets, awards } = await dayInventory(db, {
    origin: query.origin,
    destination: query.destination,
    date: query.departureDate,
  });
  const seats = query.adults + query.children;
  const adultPoints = (cabinClass: string) => awards.find((award) => award.cabinClass === cabinClass)?.points ?? null;
  reply.flights = flights
    .filter((row) => row.departureAt > now)
    .map((row) =>
      toFlightOption(
        row,
        cheapestPerCabin(
          buckets.filter((bucket) => bucket.flightId === row.id),
          seats,
        ),
        query,
        locale,
        adultPoints,
      ),
    );
  return reply;
}

/** Buckets come cheapest first, so the first bookable one of each cabin is its offer. */
export function cheapestPerCabin(buckets: readonly BucketRow[], seats: number): BucketRow[] {
  const chosen = new Map<string, BucketRow>();
  for (const bucket of buckets) {
    if (bucket.seatsLeft >= seats && !chosen.has(bucket.cabinClass)) chosen.set(bucket.cabinClass, bucket);
  }
  return [...chosen.values()].sort((a, b) => CABIN_ORDER[a.cabinClass] - CABIN_ORDER[b.cabinClass]);
}

function toFlightOption(
  row: FlightRow,
  offers: BucketRow[],
  counts: PassengerCounts,
  locale: Locale,
  adultPoints: (cabinClass: string) => number | null,
): FlightOption {
  const end = (airport: FlightRow['origin'], instant: Date) => ({
    airport: airport.code,
    cityCode: airport.cityCode,
    cityName: pickLocale(airport.cityName, locale),
    airportName: pickLocale(airport.airportName, locale),
    ...localDateTime(instant, airport.timezone),
  });
  const departure = end(row.origin, row.departureAt);
  const arrival = end(row.destination, row.arrivalAt);
  return {
    flightNo: row.flightNo,
    flightDate: row.flightDate,
    departure,
    arrival,
    arrivalDayOffset: daysBetween(departure.date, arrival.date),
    durationMinutes: Math.round((row.arrivalAt.getTime() - row.departureAt.getTime()) / 60_000),
    aircraftType: row.aircraftType,
    aircraftName: pickLocale(row.aircraftName, locale),
    stops: 0,
    cabins: offers.map((bucket) => toCabinOffer(bucket, row, counts, adultPoints(bucket.cabinClass))),
  };
}

function toCabinOffer(
  bucket: BucketRow,
  row: FlightRow,
  counts: PassengerCounts,
  adultPoints: number | null,
): CabinOffer {
  const prices = passengerPrices(bucket.price, { airportFee: row.airportFee, fuelSurcharge: row.fuelSurcharge });
  return {
    cabinClass: bucket.cabinClass,
    bookingClass: bucket.bookingClass,
    ...prices,
    totalPrice: partyTotal(prices, counts),
    adultPoints,
    seatsLeft: bucket.seatsLeft,
    baggageKg: bucket.baggageKg,
    changeFeePercent: bucket.changeFeePercent,
    refundFeePercent: bucket.refundFeePercent,
  };
}
