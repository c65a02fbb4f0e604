import dayjs from 'dayjs';
import * as z from 'zod';

/**
 * A flight search: what the home search box sends to /queryFlight (domestic) or /queryFlightInter
 * (international) as search params, and what those pages read back. Dates are calendar days 'YYYY-MM-DD'.
 * Rules that depend on today (no past dates, the booking window) are checked by `flightSearchProblems`.
 */
export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Flights are on sale this many days ahead (the server materialises them that far). */
export const BOOKING_WINDOW_DAYS = 90;
/** One booking carries at most nine seated passengers (adults and children); infants sit on a lap. */
export const MAX_SEATED_PASSENGERS = 9;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const calendarDateSchema = z
  .string()
  .regex(DATE_PATTERN, 'home.search.errors.dateFormat')
  .refine((value) => dayjs(value).format('YYYY-MM-DD') === value, 'home.search.errors.dateFormat');
export const airportCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'home.search.errors.cityRequired');

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const flightSearchSchema = z.object({
  tripType: z.enum(TRIP_TYPES),
  origin: airportCodeSchema,
  destination: airportCodeSchema,
  departureDate: calendarDateSchema,
  returnDate: calendarDateSchema.optional(),
  adults: count(1, MAX_SEATED_PASSENGERS),
  children: count(0, MAX_SEATED_PASSENGERS - 1),
  infants: count(0, MAX_SEATED_PASSENGERS),
});
export type FlightSearch = z.infer<typeof flightSearchSchema>;

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}
export type PassengerKind = keyof PassengerCounts;

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
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
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

/** The search params for the results page, or undefined while the draft has problems. */
export function toFlightSearch(draft: FlightSearchDraft, today: string): FlightSearch | undefined {
  if (flightSearchProblems(draft, today).length > 0) return undefined;
  const parsed = flightSearchSchema.safeParse({
    ...draft,
    returnDate: draft.tripType === 'roundTrip' ? draft.returnDate : undefined,
  });
  return parsed.success ? parsed.data : undefined;
}
