/**
 * A flight search: what the home search box sends to /queryFlight (domestic) or /queryFlightInter
 * (international) as search params, and what those pages read back. Dates are calendar days 'YYYY-MM-DD'.
 * What a search's fields may hold, as plain functions without zod: the results pages validate their search
 * params with these in the route tree, which loads with the home page. A search being filled in (passenger
 * limits, bookable days, what stops it) is flight-search-draft.ts, which loads with the search forms only.
 * contract/flight-search.ts builds the schemas (server, results pages) from these same rules.
 */
export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** The airline's hub (Shijiazhuang): where a search starts until the traveller chooses another city. */
export const HUB_AIRPORT = 'SJW';

/** Flights are on sale this many days ahead (the server materialises them that far). */
export const BOOKING_WINDOW_DAYS = 90;
/** One booking carries at most nine seated passengers (adults and children); infants sit on a lap. */
export const MAX_SEATED_PASSENGERS = 9;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const AIRPORT_CODE_PATTERN = /^[A-Z]{3}$/;

// Calendar days are worked out at UTC midnight: the same in every time zone, and no date library on the
// home page's first load (these rules run in the route tree's search validation).
const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'YYYY-MM-DD' naming a day that exists (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const time = utcMidnight(value).getTime();
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}
export type PassengerKind = keyof PassengerCounts;

/** Each count on its own (the limits between them are `passengerLimits`). */
export const PASSENGER_COUNT_RANGES: Record<PassengerKind, { min: number; max: number }> = {
  adults: { min: 1, max: MAX_SEATED_PASSENGERS },
  children: { min: 0, max: MAX_SEATED_PASSENGERS - 1 },
  infants: { min: 0, max: MAX_SEATED_PASSENGERS },
};

export interface FlightSearch extends PassengerCounts {
  tripType: TripType;
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
}

export function addDays(date: string, days: number): string {
  const day = utcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
