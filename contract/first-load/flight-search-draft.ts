import {
  AIRPORT_CODE_PATTERN,
  addDays,
  BOOKING_WINDOW_DAYS,
  isCalendarDate,
  MAX_SEATED_PASSENGERS,
  PASSENGER_COUNT_RANGES,
  TRIP_TYPES,
  type FlightSearch,
  type PassengerCounts,
  type PassengerKind,
  type TripType,
} from './flight-search-rules';

/**
 * A flight search being filled in (the home search box, the results pages' search bar): the limits the
 * passenger counts set each other, the days that can be chosen, and every reason a draft cannot be searched
 * yet. Apart from flight-search-rules.ts, so that it loads with the forms, not with every page.
 */

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
    if (!problems.some((problem) => problem.field === field))
      problems.push({ field, message: `home.search.errors.${key}` });
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
  if (flightSearchProblems(draft, today).length > 0 || !draft.origin || !draft.destination || !draft.departureDate)
    return undefined;
  const { tripType, origin, destination, departureDate, adults, children, infants } = draft;
  const search: FlightSearch = { tripType, origin, destination, departureDate, adults, children, infants };
  if (tripType === 'roundTrip') search.returnDate = draft.returnDate;
  return isWellFormedSearch(search) ? search : undefined;
}
