import * as z from 'zod';
import { airportCodeSchema, calendarDateSchema, flightSearchSchema, MAX_SEATED_PASSENGERS, TRIP_TYPES, type FlightSearch } from '../../../../contract/flight-search';

/**
 * The search params of the results pages: the search itself (contract/flight-search.ts) plus the fares
 * chosen so far, so a reload keeps a round trip's chosen outbound. Every field degrades on its own
 * (`.catch`), so a damaged link still opens the page, with the search bar asking for what is missing.
 */
const flightNo = z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/);
const bookingClass = z.string().regex(/^[A-Z]$/);
const count = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).catch(fallback);

export const resultsSearchSchema = z.object({
  tripType: z.enum(TRIP_TYPES).catch('oneWay'),
  origin: airportCodeSchema.optional().catch(undefined),
  destination: airportCodeSchema.optional().catch(undefined),
  departureDate: calendarDateSchema.optional().catch(undefined),
  returnDate: calendarDateSchema.optional().catch(undefined),
  adults: count(1, MAX_SEATED_PASSENGERS, 1),
  children: count(0, MAX_SEATED_PASSENGERS - 1, 0),
  infants: count(0, MAX_SEATED_PASSENGERS, 0),
  outboundFlight: flightNo.optional().catch(undefined),
  outboundClass: bookingClass.optional().catch(undefined),
});
export type ResultsSearch = z.infer<typeof resultsSearchSchema>;

/** /queryFlight/priceDate: the route and party, and the month shown ('YYYY-MM'). */
export const priceDateSearchSchema = resultsSearchSchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
});
export type PriceDateSearch = z.infer<typeof priceDateSearchSchema>;

/** The search when it is whole (both cities, dates, counts), else undefined. */
export function completeSearch(params: ResultsSearch): FlightSearch | undefined {
  const parsed = flightSearchSchema.safeParse({ ...params, returnDate: params.tripType === 'roundTrip' ? params.returnDate : undefined });
  if (!parsed.success || parsed.data.origin === parsed.data.destination) return undefined;
  if (parsed.data.tripType === 'roundTrip' && (!parsed.data.returnDate || parsed.data.returnDate < parsed.data.departureDate)) return undefined;
  return parsed.data;
}

export interface FareChoice {
  flightNo: string;
  bookingClass: string;
}

/** Which way the page is choosing now: the outbound first, then (round trip) the return. */
export interface Leg {
  direction: 'outbound' | 'return';
  origin: string;
  destination: string;
  date: string;
}

export function currentLeg(search: FlightSearch, params: ResultsSearch): Leg {
  const outboundChosen = chosenOutbound(params);
  if (search.tripType === 'roundTrip' && outboundChosen && search.returnDate) {
    return { direction: 'return', origin: search.destination, destination: search.origin, date: search.returnDate };
  }
  return { direction: 'outbound', origin: search.origin, destination: search.destination, date: search.departureDate };
}

export function chosenOutbound(params: ResultsSearch): FareChoice | undefined {
  return params.outboundFlight && params.outboundClass ? { flightNo: params.outboundFlight, bookingClass: params.outboundClass } : undefined;
}

/** Moves the current leg to another day; a departure moved past the return takes the return along. */
export function withLegDate(params: ResultsSearch, leg: Leg, date: string): ResultsSearch {
  if (leg.direction === 'return') return { ...params, returnDate: date };
  const returnDate = params.returnDate && params.returnDate < date ? date : params.returnDate;
  return { ...params, departureDate: date, returnDate, outboundFlight: undefined, outboundClass: undefined };
}

/** The params the booking pages receive: the search and each chosen fare. */
export interface BookingSelection extends FlightSearch {
  outboundFlight: string;
  outboundClass: string;
  returnFlight?: string;
  returnClass?: string;
}

/** After a fare is chosen: a round trip's outbound leads to choosing the return, anything else to booking. */
export type NextStep = { kind: 'chooseReturn'; params: ResultsSearch } | { kind: 'book'; selection: BookingSelection };

export function afterChoosing(search: FlightSearch, params: ResultsSearch, choice: FareChoice): NextStep {
  const leg = currentLeg(search, params);
  if (leg.direction === 'outbound' && search.tripType === 'roundTrip') {
    return { kind: 'chooseReturn', params: { ...params, outboundFlight: choice.flightNo, outboundClass: choice.bookingClass } };
  }
  if (leg.direction === 'outbound') return { kind: 'book', selection: { ...search, outboundFlight: choice.flightNo, outboundClass: choice.bookingClass } };
  const outbound = chosenOutbound(params)!;
  return { kind: 'book', selection: { ...search, outboundFlight: outbound.flightNo, outboundClass: outbound.bookingClass, returnFlight: choice.flightNo, returnClass: choice.bookingClass } };
}
