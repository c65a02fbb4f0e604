import { type FlightSearch } from '../../../../contract/first-load/flight-search-rules';
import { isWellFormedSearch } from '../../../../contract/first-load/flight-search-draft';
import type { BookingSelection } from './first-load/search-params';
import type { ResultsSearch } from '../../../../contract/first-load/results-search';

/**
 * The results pages' steps: which leg is being chosen, moving it to another day, and where choosing a fare
 * leads. Apart from search-params.ts, whose validators load with every page (the route tree), so these
 * load only with the results pages.
 */

/** The search when it is whole (both cities, dates, counts), else undefined. */
export function completeSearch(params: ResultsSearch): FlightSearch | undefined {
  const { tripType, origin, destination, departureDate, adults, children, infants } = params;
  if (!origin || !destination || !departureDate || origin === destination) return undefined;
  const search: FlightSearch = { tripType, origin, destination, departureDate, adults, children, infants };
  if (tripType === 'roundTrip') {
    if (!params.returnDate || params.returnDate < departureDate) return undefined;
    search.returnDate = params.returnDate;
  }
  return isWellFormedSearch(search) ? search : undefined;
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
  return params.outboundFlight && params.outboundClass
    ? { flightNo: params.outboundFlight, bookingClass: params.outboundClass }
    : undefined;
}

/** Moves the current leg to another day; a departure moved past the return takes the return along. */
export function withLegDate(params: ResultsSearch, leg: Leg, date: string): ResultsSearch {
  if (leg.direction === 'return') return { ...params, returnDate: date };
  const returnDate = params.returnDate && params.returnDate < date ? date : params.returnDate;
  return { ...params, departureDate: date, returnDate, outboundFlight: undefined, outboundClass: undefined };
}

/** After a fare is chosen: a round trip's outbound leads to choosing the return, anything else to booking. */
export type NextStep = { kind: 'chooseReturn'; params: ResultsSearch } | { kind: 'book'; selection: BookingSelection };

export function afterChoosing(search: FlightSearch, params: ResultsSearch, choice: FareChoice): NextStep {
  const leg = currentLeg(search, params);
  if (leg.direction === 'outbound' && search.tripType === 'roundTrip') {
    return {
      kind: 'chooseReturn',
      params: { ...params, outboundFlight: choice.flightNo, outboundClass: choice.bookingClass },
    };
  }
  if (leg.direction === 'outbound')
    return {
      kind: 'book',
      selection: { ...search, outboundFlight: choice.flightNo, outboundClass: choice.bookingClass },
    };
  const outbound = chosenOutbound(params)!;
  return {
    kind: 'book',
    selection: {
      ...search,
      outboundFlight: outbound.flightNo,
      outboundClass: outbound.bookingClass,
      returnFlight: choice.flightNo,
      returnClass: choice.bookingClass,
    },
  };
}
