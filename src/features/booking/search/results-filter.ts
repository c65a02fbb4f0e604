import type { CabinClass, CabinOffer, FlightOption } from '../../../../contract/calls/flights';

export type SortOrder = 'departure' | 'price';
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface ResultsFilter {
  /** Empty: any time. */
  timesOfDay: readonly TimeOfDay[];
  cabin: CabinClass | 'any';
}

export const NO_FILTER: ResultsFilter = { timesOfDay: [], cabin: 'any' };

/** Morning before 12:00, afternoon before 18:00, evening after, by local departure time. */
export function timeOfDay(time: string): TimeOfDay {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

export function offersShown(flight: FlightOption, filter: ResultsFilter): CabinOffer[] {
  return filter.cabin === 'any' ? flight.cabins : flight.cabins.filter((offer) => offer.cabinClass === filter.cabin);
}

/** The cheapest fare a flight shows under the filter; Infinity when it has none (sold out). */
export function lowestFare(flight: FlightOption, filter: ResultsFilter = NO_FILTER): number {
  return Math.min(...offersShown(flight, filter).map((offer) => offer.adult.fare));
}

export function applyFilter(flights: readonly FlightOption[], filter: ResultsFilter): FlightOption[] {
  return flights.filter((flight) => {
    if (filter.timesOfDay.length > 0 && !filter.timesOfDay.includes(timeOfDay(flight.departure.time))) return false;
    // A flight without the chosen cabin is left out; with no cabin filter, sold-out flights stay visible.
    return filter.cabin === 'any' || offersShown(flight, filter).length > 0;
  });
}

/** Sold-out flights go last when sorting by price; ties keep departure order. */
export function sortFlights(
  flights: readonly FlightOption[],
  order: SortOrder,
  filter: ResultsFilter = NO_FILTER,
): FlightOption[] {
  const byDeparture = (a: FlightOption, b: FlightOption) =>
    `${a.departure.date} ${a.departure.time}`.localeCompare(`${b.departure.date} ${b.departure.time}`);
  if (order === 'departure') return [...flights].sort(byDeparture);
  return [...flights].sort((a, b) => lowestFare(a, filter) - lowestFare(b, filter) || byDeparture(a, b));
}
