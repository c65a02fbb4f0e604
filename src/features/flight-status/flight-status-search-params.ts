import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * The status pages' place in the address: ?flightNo=&date= or ?dep=&arr=&date=. Plain functions, not zod
 * (validateSearch runs in the route tree every page loads); a bad value becomes '' and the form asks again.
 */
export interface FlightStatusSearch {
  flightNo?: string;
  dep?: string;
  arr?: string;
  date?: string;
}

const matching = (pattern: RegExp, value: unknown) =>
  typeof value === 'string' && pattern.test(value.trim().toUpperCase()) ? value.trim().toUpperCase() : '';

/** Only the values given and well formed: an empty search keeps a bare address (/flightStatus). */
export function parseFlightStatusSearch(
  search: Partial<Record<keyof FlightStatusSearch, unknown>> & SearchSchemaInput,
): FlightStatusSearch {
  const parsed: FlightStatusSearch = {
    flightNo: matching(/^[A-Z0-9]{2}\d{1,4}$/, search.flightNo),
    dep: matching(/^[A-Z]{3}$/, search.dep),
    arr: matching(/^[A-Z]{3}$/, search.arr),
    date: typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : '',
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value)) as FlightStatusSearch;
}
