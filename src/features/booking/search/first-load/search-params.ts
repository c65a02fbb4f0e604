import type { ValidatorAdapter } from '@tanstack/react-router';
import {
  AIRPORT_CODE_PATTERN,
  isCalendarDate,
  MAX_SEATED_PASSENGERS,
  PASSENGER_COUNT_RANGES,
  TRIP_TYPES,
  type FlightSearch,
  type TripType,
} from '../../../../../contract/first-load/flight-search-rules';

/**
 * The search params of the results pages: the search itself (contract/flight-search-rules.ts) plus the fares
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

/** /queryFlight/priceDate: the route and party, and the month shown ('YYYY-MM'). */
export interface PriceDateSearch extends ResultsSearch {
  month?: string;
}

/** What a link may pass: any field may be missing (it degrades); numbers may come as text. */
type SearchInput<T> = { [K in keyof T]?: T[K] | string };
type RawSearch = Record<string, unknown>;

/** A route's `validateSearch` that parses raw params and tells links what they may pass (TanStack's adapter shape). */
function searchValidator<T>(parse: (search: RawSearch) => T): ValidatorAdapter<SearchInput<T>, T> {
  return {
    types: { input: {}, output: {} } as ValidatorAdapter<SearchInput<T>, T>['types'],
    parse: (search) => parse(search as RawSearch),
  };
}

const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}$/;
const BOOKING_CLASS = /^[A-Z]$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const matching = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
const airportCode = matching(AIRPORT_CODE_PATTERN);
const calendarDate = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined);

/** A whole number in range, read as `Number()` reads it ('2' → 2), else undefined. */
function wholeNumberIn(value: unknown, { min, max }: { min: number; max: number }): number | undefined {
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

function parseResultsSearch(search: RawSearch): ResultsSearch {
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

export const resultsSearchSchema = searchValidator(parseResultsSearch);

export const priceDateSearchSchema = searchValidator((search): PriceDateSearch => ({
  ...parseResultsSearch(search),
  month: matching(MONTH)(search.month),
}));

/** The params the booking pages receive: the search and each chosen fare. */
export interface BookingSelection extends FlightSearch {
  outboundFlight: string;
  outboundClass: string;
  returnFlight?: string;
  returnClass?: string;
}

/**
 * validateSearch of the passenger pages: the whole selection as the results page sends it, or nothing (the
 * page then says so). A missing leg, a round trip without its return, any damaged field: no selection.
 */
export function parseBookingSelection(raw: Record<string, unknown>): Partial<BookingSelection> {
  const optional = <T>(value: unknown, parse: (value: unknown) => T | undefined) =>
    value === undefined ? { ok: true, value: undefined } : { ok: parse(value) !== undefined, value: parse(value) };
  const tripType = TRIP_TYPES.find((type) => type === raw.tripType);
  const [origin, destination, departureDate] = [
    airportCode(raw.origin),
    airportCode(raw.destination),
    calendarDate(raw.departureDate),
  ];
  const [adults, children, infants] = (['adults', 'children', 'infants'] as const).map((kind) =>
    wholeNumberIn(raw[kind], PASSENGER_COUNT_RANGES[kind]),
  );
  const [outboundFlight, outboundClass] = [
    matching(FLIGHT_NO)(raw.outboundFlight),
    matching(BOOKING_CLASS)(raw.outboundClass),
  ];
  const returnDate = optional(raw.returnDate, calendarDate);
  const returnFlight = optional(raw.returnFlight, matching(FLIGHT_NO));
  const returnClass = optional(raw.returnClass, matching(BOOKING_CLASS));
  if (
    !tripType ||
    !origin ||
    !destination ||
    !departureDate ||
    adults === undefined ||
    children === undefined ||
    infants === undefined
  )
    return {};
  if (
    !outboundFlight ||
    !outboundClass ||
    !returnDate.ok ||
    !returnFlight.ok ||
    !returnClass.ok ||
    origin === destination
  )
    return {};
  const selection: BookingSelection = {
    tripType,
    origin,
    destination,
    departureDate,
    adults,
    children,
    infants,
    outboundFlight,
    outboundClass,
  };
  if (returnDate.value) selection.returnDate = returnDate.value;
  if (returnFlight.value) selection.returnFlight = returnFlight.value;
  if (returnClass.value) selection.returnClass = returnClass.value;
  if (tripType === 'oneWay') return selection;
  const hasReturn =
    selection.returnDate && selection.returnFlight && selection.returnClass && selection.returnDate >= departureDate;
  return hasReturn ? selection : {};
}
