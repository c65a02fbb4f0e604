import * as z from 'zod';

/**
 * The replies of the flight search calls (the flight list, the fare calendar, a fare's rules), which the results
 * page (and home, warming it) makes: loaded beside the calls (first-load-calls.ts).
 * contract/calls/flights.ts adds their payload schemas for the server.
 */

export const CABIN_CLASSES = ['F', 'C', 'Y'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

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

export const createCabinGuideRecordData = z.object({ recordId: z.number().int() });
export type CreateCabinGuideRecordData = z.infer<typeof createCabinGuideRecordData>;
