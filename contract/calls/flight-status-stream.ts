import * as z from 'zod';
import { calendarDateSchema } from '../flight-search';
import { OPERATION_STATUSES } from './flight-status';

/**
 * Flight status pushed live (Server-Sent Events): `GET /events/flightStatus?flights=NS3101@2026-06-01,…` answers
 * `text/event-stream` with one `status` event per flight when its operation changes (and once on connecting).
 * It stands outside the API prefixes, so a long-lived stream never holds a place of the calls' queue.
 */
export const FLIGHT_STATUS_STREAM_PATH = '/events/flightStatus';
export const FLIGHT_STATUS_EVENT = 'status';
/** A browser may follow this many flights on one stream (an order's segments, a day's list). */
export const FLIGHT_STATUS_STREAM_MAX_FLIGHTS = 20;

const flightKey = z.string().regex(/^[A-Z0-9]{2}\d{1,4}@\d{4}-\d{2}-\d{2}$/);

export const flightStatusStreamQuery = z.object({
  flights: z
    .string()
    .transform((value) => [...new Set(value.split(',').map((key) => key.trim().toUpperCase()))])
    .pipe(z.array(flightKey).min(1).max(FLIGHT_STATUS_STREAM_MAX_FLIGHTS)),
});

/** `NS3101@2026-06-01`: how the stream names a dated flight. */
export const flightStatusKey = (flight: { flightNo: string; flightDate: string }) =>
  `${flight.flightNo.toUpperCase()}@${flight.flightDate}`;

export const flightStatusEventSchema = z.object({
  flightNo: z.string(),
  flightDate: calendarDateSchema,
  status: z.enum(OPERATION_STATUSES),
  delayMinutes: z.number(),
  /** ISO instant of the estimated off-block time, when one is known. */
  estimatedOffBlock: z.string().nullable(),
});
export type FlightStatusEvent = z.infer<typeof flightStatusEventSchema>;
