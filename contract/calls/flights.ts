import * as z from 'zod';
import { airportCodeSchema, calendarDateSchema } from '../flight-search';
import { MAX_SEATED_PASSENGERS } from '../first-load/flight-search-rules';
import { text } from '../validators/text';

/**
 * Payloads and reply `data` of the flight search calls: the flight list (form envelope), the fare
 * calendar (JSON) and the cabin rules (JSON). Texts arrive in the request's language (Accept-Language).
 */

/** The spec does not name the flight-list call; this is its path, beside flight/queryRecommendedRouteList. */
export const QUERY_FLIGHT_LIST_PATH = '/mid_website/flight/queryFlightList';

export const CABIN_CLASSES = ['F', 'C', 'Y'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

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

export const flightEndSchema = z.object({
  airport: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  airportName: z.string(),
  /** Local wall-clock time 'HH:mm' at that airport. */
  time: z.string(),
  /** Local date 'YYYY-MM-DD' at that airport. */
  date: z.string(),
});
export type FlightEnd = z.infer<typeof flightEndSchema>;

/** Per-passenger amounts of one passenger type, CNY. */
export const passengerPriceSchema = z.object({ fare: z.number(), airportFee: z.number(), fuelSurcharge: z.number() });
export type PassengerPrice = z.infer<typeof passengerPriceSchema>;

export const cabinOfferSchema = z.object({
  cabinClass: z.enum(CABIN_CLASSES),
  bookingClass: z.string(),
  adult: passengerPriceSchema,
  child: passengerPriceSchema,
  infant: passengerPriceSchema,
  /** Everything the searched party pays: fares plus taxes of every passenger. */
  totalPrice: z.number(),
  /** What an adult pays in points for this cabin on a points ticket (exchangeStandard); null where the route and cabin have none. */
  adultPoints: z.number().int().nullable(),
  /** Seats left in this fare bucket (never more than the cabin has). */
  seatsLeft: z.number().int(),
  baggageKg: z.number().int(),
  changeFeePercent: z.number().int(),
  refundFeePercent: z.number().int(),
});
export type CabinOffer = z.infer<typeof cabinOfferSchema>;

export const flightOptionSchema = z.object({
  flightNo: z.string(),
  /** Local departure date at the origin: with flightNo it names the flight. */
  flightDate: z.string(),
  departure: flightEndSchema,
  arrival: flightEndSchema,
  /** Days between departure and arrival local dates (+1 when landing after midnight). */
  arrivalDayOffset: z.number().int(),
  durationMinutes: z.number().int(),
  aircraftType: z.string(),
  aircraftName: z.string(),
  stops: z.number().int(),
  /** Bookable cabins for the party, cheapest fare bucket first; empty when every cabin is sold out. */
  cabins: z.array(cabinOfferSchema),
});
export type FlightOption = z.infer<typeof flightOptionSchema>;

export const queryFlightListData = z.object({
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  currency: z.literal('CNY'),
  flights: z.array(flightOptionSchema),
});
export type QueryFlightListData = z.infer<typeof queryFlightListData>;

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

/** available: bookable fares; soldOut: flights but no seats; noFlights: nothing flies; outsideWindow: past or beyond the booking window. */
export const FARE_DAY_STATUSES = ['available', 'soldOut', 'noFlights', 'outsideWindow'] as const;
export type FareDayStatus = (typeof FARE_DAY_STATUSES)[number];

export const fareDaySchema = z.object({
  date: z.string(),
  status: z.enum(FARE_DAY_STATUSES),
  /** Lowest adult fare of the day (without taxes), when status is available. */
  lowestPrice: z.number().nullable(),
});
export type FareDay = z.infer<typeof fareDaySchema>;

export const fareCalendarData = z.object({
  origin: z.string(),
  destination: z.string(),
  currency: z.literal('CNY'),
  days: z.array(fareDaySchema),
});
export type FareCalendarData = z.infer<typeof fareCalendarData>;

// queryCabinGuide
export const queryCabinGuidePayload = z
  .object({ ...route, bookingClass: bookingClassSchema, flightDate: calendarDate })
  .refine(differentCities, { message: 'home.search.errors.sameCity', path: ['destination'] });
export type QueryCabinGuidePayload = z.input<typeof queryCabinGuidePayload>;

export const cabinGuideData = z.object({
  bookingClass: z.string(),
  cabinClass: z.enum(CABIN_CLASSES),
  cabinName: z.string(),
  changeFeePercent: z.number().int(),
  refundFeePercent: z.number().int(),
  baggageKg: z.number().int(),
  /** Readable rules in the request's language: change, refund, baggage, in that order. */
  rules: z.array(z.object({ kind: z.enum(['change', 'refund', 'baggage']), title: z.string(), text: z.string() })),
});
export type CabinGuideData = z.infer<typeof cabinGuideData>;

// createCabinGuideRecord
export const createCabinGuideRecordPayload = z
  .object({ ...route, bookingClass: bookingClassSchema, flightDate: calendarDate, flightNo: flightNoSchema })
  .refine(differentCities, { message: 'home.search.errors.sameCity', path: ['destination'] });
export type CreateCabinGuideRecordPayload = z.input<typeof createCabinGuideRecordPayload>;
export const createCabinGuideRecordData = z.object({ recordId: z.number().int() });
export type CreateCabinGuideRecordData = z.infer<typeof createCabinGuideRecordData>;
