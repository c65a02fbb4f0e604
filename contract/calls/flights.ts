import * as z from 'zod';
import { withSchemas } from '../call';
import {
  createCabinGuideRecordHead,
  fareCalendarHead,
  queryCabinGuideHead,
  queryFlightListHead,
} from '../first-load/first-load-calls';
import {
  cabinGuideData,
  createCabinGuideRecordData,
  fareCalendarData,
  queryFlightListData,
} from '../first-load/flight-search-replies';
import { airportCodeSchema, calendarDateSchema } from '../flight-search';
import { MAX_SEATED_PASSENGERS } from '../first-load/flight-search-rules';
import { text } from '../validators/text';

/**
 * Payloads of the flight search calls: the flight list (form envelope), the fare calendar (JSON) and the cabin
 * rules (JSON). Their replies are in first-load/flight-search-replies.ts (the results page parses them on its first
 * load); texts arrive in the request's language (Accept-Language).
 */

export { QUERY_FLIGHT_LIST_PATH } from '../first-load/flight-call-paths';
export {
  CABIN_CLASSES,
  FARE_DAY_STATUSES,
  cabinOfferSchema,
  fareDaySchema,
  flightEndSchema,
  flightOptionSchema,
  passengerPriceSchema,
  type CabinClass,
  type CabinGuideData,
  type CreateCabinGuideRecordData,
  type CabinOffer,
  type FareCalendarData,
  type FareDay,
  type FareDayStatus,
  type FlightEnd,
  type FlightOption,
  type PassengerPrice,
  type QueryFlightListData,
} from '../first-load/flight-search-replies';
export { cabinGuideData, createCabinGuideRecordData, fareCalendarData, queryFlightListData };

const count = (min: number, max: number) =>
  z.coerce
    .number('search.errors.passengers')
    .int('search.errors.passengers')
    .min(min, 'search.errors.passengers')
    .max(max, 'search.errors.passengers');
const bookingClassSchema = text().regex(/^[A-Z]$/, 'validation.cabin');
const flightNoSchema = text().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'search.errors.flightNo');
// A missing field gets the same clear message as a malformed one, not zod's type error.
const airportCode = text('home.search.errors.cityRequired').pipe(airportCodeSchema);
const calendarDate = text('home.search.errors.dateFormat').pipe(calendarDateSchema);
const route = {
  origin: airportCode,
  destination: airportCode,
};
const differentCities = (value: { origin: string; destination: string }) => value.origin !== value.destination;

// flight/queryFlightList
export const queryFlightListPayload = z
  .object({
    ...route,
    departureDate: calendarDate,
    adults: count(1, MAX_SEATED_PASSENGERS).default(1),
    children: count(0, MAX_SEATED_PASSENGERS - 1).default(0),
    infants: count(0, MAX_SEATED_PASSENGERS).default(0),
  })
  .refine(differentCities, { message: 'home.search.errors.sameCity', path: ['destination'] })
  .refine((value) => value.adults + value.children <= MAX_SEATED_PASSENGERS, {
    message: 'home.search.errors.tooManyPassengers',
    path: ['children'],
  })
  .refine((value) => value.infants <= value.adults, {
    message: 'home.search.errors.tooManyInfants',
    path: ['infants'],
  });
export type QueryFlightListPayload = z.input<typeof queryFlightListPayload>;
export const queryFlightListCall = withSchemas(queryFlightListHead, queryFlightListPayload, queryFlightListData);

// fareCalendar (/proxy/hbhk-fare/v1/calendar/query)
/** At most this many days per fare-calendar query: a month view with its leading and trailing days. */
export const FARE_CALENDAR_MAX_DAYS = 62;
const daySpan = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const monthSchema = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'search.errors.month');

export const fareCalendarPayload = z
  .object({
    ...route,
    /** 'YYYY-MM': every day of that month; or a range with startDate and endDate. */
    month: monthSchema.optional(),
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
    /** Seats the party needs (adults + children), so the lowest fare is one it can book. */
    seats: count(1, MAX_SEATED_PASSENGERS).default(1),
  })
  .refine(differentCities, { message: 'home.search.errors.sameCity', path: ['destination'] })
  .refine((value) => value.month !== undefined || (value.startDate !== undefined && value.endDate !== undefined), {
    message: 'search.errors.calendarRange',
    path: ['month'],
  })
  .refine(
    (value) =>
      !value.startDate ||
      !value.endDate ||
      (value.startDate <= value.endDate && daySpan(value.startDate, value.endDate) < FARE_CALENDAR_MAX_DAYS),
    {
      message: 'search.errors.calendarRange',
      path: ['endDate'],
    },
  );
export type FareCalendarPayload = z.input<typeof fareCalendarPayload>;
export const fareCalendarCall = withSchemas(fareCalendarHead, fareCalendarPayload, fareCalendarData);

// queryCabinGuide
export const queryCabinGuidePayload = z
  .object({ ...route, bookingClass: bookingClassSchema, flightDate: calendarDate })
  .refine(differentCities, { message: 'home.search.errors.sameCity', path: ['destination'] });
export type QueryCabinGuidePayload = z.input<typeof queryCabinGuidePayload>;

// createCabinGuideRecord
export const createCabinGuideRecordPayload = z
  .object({ ...route, bookingClass: bookingClassSchema, flightDate: calendarDate, flightNo: flightNoSchema })
  .refine(differentCities, { message: 'home.search.errors.sameCity', path: ['destination'] });
export type CreateCabinGuideRecordPayload = z.input<typeof createCabinGuideRecordPayload>;

export const queryCabinGuideCall = withSchemas(queryCabinGuideHead, queryCabinGuidePayload, cabinGuideData);
export const createCabinGuideRecordCall = withSchemas(
  createCabinGuideRecordHead,
  createCabinGuideRecordPayload,
  createCabinGuideRecordData,
);
