import {
  AIRPORT_CODE_PATTERN,
  isCalendarDate,
  MAX_SEATED_PASSENGERS,
  TRIP_TYPES,
  type TripType,
} from './flight-search-rules';

/**
 * The search params of the results pages (read by their routes, and by the server to draw the search bar in
 * the first HTML): the search itself (contract/flight-search-rules.ts) plus the fares
 * chosen so far, so a reload keeps a round trip's chosen outbound. Every field degrades on its own (a bad
 * value becomes its default), so a damaged link still opens the page, with the search bar asking for what is
 * missing. Plain functions rather than zod: route search validation runs in the route tree, which loads
 * with the home page, and zod would add ~27 kB gzip to it.
 */
export interface ResultsSearch {
  tripType: TripType;
  origin?: string;
  destination?: string;
  departureDate?: string;
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  outboundFlight?: string;
  outboundClass?: string;
}

export const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}$/;
export const BOOKING_CLASS = /^[A-Z]$/;
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const matching = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
export const airportCode = matching(AIRPORT_CODE_PATTERN);
export const calendarDate = (value: unknown) =>
  typeof value === 'string' && isCalendarDate(value) ? value : undefined;

/** A whole number in range, read as `Number()` reads it ('2' → 2), else undefined. */
export function wholeNumberIn(value: unknown, { min, max }: { min: number; max: number }): number | undefined {
  let number: number;
  try {
    number = Number(value);
  } catch {
    return undefined;
  }
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

const count = (value: unknown, min: number, max: number, fallback: number) =>
  wholeNumberIn(value, { min, max }) ?? fallback;

export function parseResultsSearch(search: Record<string, unknown>): ResultsSearch {
  return {
    tripType: TRIP_TYPES.find((tripType) => tripType === search.tripType) ?? 'oneWay',
    origin: airportCode(search.origin),
    destination: airportCode(search.destination),
    departureDate: calendarDate(search.departureDate),
    returnDate: calendarDate(search.returnDate),
    adults: count(search.adults, 1, MAX_SEATED_PASSENGERS, 1),
    children: count(search.children, 0, MAX_SEATED_PASSENGERS - 1, 0),
    infants: count(search.infants, 0, MAX_SEATED_PASSENGERS, 0),
    outboundFlight: matching(FLIGHT_NO)(search.outboundFlight),
    outboundClass: matching(BOOKING_CLASS)(search.outboundClass),
  };
}
