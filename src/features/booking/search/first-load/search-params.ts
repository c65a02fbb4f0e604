import type { ValidatorAdapter } from '@tanstack/react-router';
import {
  PASSENGER_COUNT_RANGES,
  TRIP_TYPES,
  type FlightSearch,
} from '../../../../../contract/first-load/flight-search-rules';
import {
  airportCode,
  BOOKING_CLASS,
  calendarDate,
  FLIGHT_NO,
  matching,
  MONTH,
  parseResultsSearch,
  wholeNumberIn,
  type ResultsSearch,
} from '../../../../../contract/first-load/results-search';

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
