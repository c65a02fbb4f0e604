import * as z from 'zod';
import {
  AIRPORT_CODE_PATTERN,
  DATE_PATTERN,
  isCalendarDate,
  PASSENGER_COUNT_RANGES,
  TRIP_TYPES,
  type FlightSearch,
} from './first-load/flight-search-rules';
import { text } from './validators/text';

/** The flight search's schemas, built from the plain rules in contract/first-load/flight-search-rules.ts. */
export const calendarDateSchema = text()
  .regex(DATE_PATTERN, 'home.search.errors.dateFormat')
  .refine(isCalendarDate, 'home.search.errors.dateFormat');
export const airportCodeSchema = text().regex(AIRPORT_CODE_PATTERN, 'home.search.errors.cityRequired');

const count = ({ min, max }: { min: number; max: number }) => z.coerce.number().int().min(min).max(max);

export const flightSearchSchema = z.object({
  tripType: z.enum(TRIP_TYPES),
  origin: airportCodeSchema,
  destination: airportCodeSchema,
  departureDate: calendarDateSchema,
  returnDate: calendarDateSchema.optional(),
  adults: count(PASSENGER_COUNT_RANGES.adults),
  children: count(PASSENGER_COUNT_RANGES.children),
  infants: count(PASSENGER_COUNT_RANGES.infants),
}) satisfies z.ZodType<FlightSearch, unknown>;
