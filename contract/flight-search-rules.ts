/**
 * A flight search: what the home search box sends to /queryFlight (domestic) or /queryFlightInter
 * (international) as search params, and what those pages read back. Dates are calendar days 'YYYY-MM-DD'.
 * Rules that depend on today (no past dates, the booking window) are checked by `flightSearchProblems`.
 * The rules as plain functions, without zod, for the home page's first load; contract/flight-search.ts
 * builds the schemas (server, results pages) from these same rules.
 */
export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

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

/** The allowed range of each count given the others: adults 1–9, seats ≤ 9, at most one infant per adult. */
export function passengerLimits(counts: PassengerCounts): Record<PassengerKind, { min: number; max: number }> {
  return {
    adults: { min: Math.max(1, counts.infants), max: MAX_SEATED_PASSENGERS - counts.children },
    children: { min: 0, max: MAX_SEATED_PASSENGERS - counts.adults },
    infants: { min: 0, max: counts.adults },
  };
}

export function isAllowedPassengerCount(counts: PassengerCounts, kind: PassengerKind, value: number): boolean {
  const limits = passengerLimits(counts)[kind];
  return Number.isInteger(value) && value >= limits.min && value <= limits.max;
}

export function addDays(date: string, days: number): string {
  const day = utcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function lastBookableDate(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS);
}

/** A departure day can be chosen from today to the end of the booking window. */
export function isBookableDate(date: string, today: string): boolean {
  return date >= today && date <= lastBookableDate(today);
}

/** A return day can be chosen from the departure day to the end of the booking window. */
export function isBookableReturnDate(date: string, departureDate: string, today: string): boolean {
  return isBookableDate(date, today) && date >= departureDate;
}

export type FlightSearchField = 'origin' | 'destination' | 'departureDate' | 'returnDate' | 'passengers';
export interface FlightSearchProblem {
  field: FlightSearchField;
  /** An i18n key. */
  message: string;
}

export interface FlightSearchDraft extends PassengerCounts {
  tripType: TripType;
  origin?: string;
  destination?: string;
  departureDate?: string;
  returnDate?: string;
}

/** Every reason the draft cannot be searched yet, one per field at most, in form order. */
export function flightSearchProblems(draft: FlightSearchDraft, today: string): FlightSearchProblem[] {
  const problems: FlightSearchProblem[] = [];
  const add = (field: FlightSearchField, key: string) => {
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message: `home.search.errors.${key}` });
  };
  if (!draft.origin) add('origin', 'originRequired');
  if (!draft.destination) add('destination', 'destinationRequired');
  if (draft.origin && draft.origin === draft.destination) add('destination', 'sameCity');
  if (!draft.departureDate) add('departureDate', 'departureRequired');
  else if (draft.departureDate < today) add('departureDate', 'departureInPast');
  else if (draft.departureDate > lastBookableDate(today)) add('departureDate', 'beyondWindow');
  if (draft.tripType === 'roundTrip') {
    if (!draft.returnDate) add('returnDate', 'returnRequired');
    else if (draft.departureDate && draft.returnDate < draft.departureDate) add('returnDate', 'returnBeforeDeparture');
    else if (draft.returnDate > lastBookableDate(today)) add('returnDate', 'beyondWindow');
  }
  const seated = draft.adults + draft.children;
  if (draft.adults < 1) add('passengers', 'adultRequired');
  if (seated > MAX_SEATED_PASSENGERS) add('passengers', 'tooManyPassengers');
  if (draft.infants > draft.adults) add('passengers', 'tooManyInfants');
  return problems;
}

/** Every field in its own form: the trip type, airport codes, real days, whole counts in range. */
export function isWellFormedSearch(search: FlightSearch): boolean {
  const inRange = (kind: PassengerKind) => {
    const { min, max } = PASSENGER_COUNT_RANGES[kind];
    return Number.isInteger(search[kind]) && search[kind] >= min && search[kind] <= max;
  };
  return (
    TRIP_TYPES.includes(search.tripType) &&
    AIRPORT_CODE_PATTERN.test(search.origin) &&
    AIRPORT_CODE_PATTERN.test(search.destination) &&
    isCalendarDate(search.departureDate) &&
    (search.returnDate === undefined || isCalendarDate(search.returnDate)) &&
    inRange('adults') &&
    inRange('children') &&
    inRange('infants')
  );
}

/** The search params for the results page, or undefined while the draft has problems. */
export function toFlightSearch(draft: FlightSearchDraft, today: string): FlightSearch | undefined {
  if (flightSearchProblems(draft, today).length > 0 || !draft.origin || !draft.destination || !draft.departureDate) return undefined;
  const { tripType, origin, destination, departureDate, adults, children, infants } = draft;
  const search: FlightSearch = { tripType, origin, destination, departureDate, adults, children, infants };
  if (tripType === 'roundTrip') search.returnDate = draft.returnDate;
  return isWellFormedSearch(search) ? search : undefined;
}
