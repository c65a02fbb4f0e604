import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { airportCodeSchema, calendarDateSchema } from '../flight-search';

/**
 * Flight status (spec 7 flightDynamic/*): what a dated flight's operation has done and is expected to do.
 * The operations simulator on the server records it; these calls only read it.
 */
export const FLIGHT_STATUS_CALLS = {
  /** `{ flightNo, flightDate }` → FlightDynamicReply: one leg with its timeline and, when late, the inbound leg. */
  queryFlightDynamic: CALLS.queryFlightDynamic,
  /** `{ flightNo, flightDate }` or `{ depCode, arrCode, flightDate }` → FlightDynamicListReply. */
  queryFlightDynamicList: CALLS.queryFlightDynamicList,
  /** Development and tests only: force a delay or a cancellation on a flight that has not left. */
  devForceOperation: '/dev/flightOps/force',
  /** Development and tests only: a ticketed trip on a flight that has operated with a delay. */
  devDelayedTrip: '/dev/flightOps/delayedTrip',
} as const;

export const OPERATION_STATUSES = [
  'scheduled',
  'delayed',
  'boarding',
  'departed',
  'arrived',
  'canceled',
  'diverted',
  'returned',
] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export const DELAY_REASONS = ['weather', 'atc', 'lateAircraft', 'technical', 'crew', 'airport'] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];

/** A departure later than this counts as delayed (CAAC: 15 minutes after the scheduled off-block time). */
export const DELAY_THRESHOLD_MINUTES = 15;

/** How far from today the status pages look: yesterday back, and the days on sale ahead. */
export const STATUS_DAYS_BACK = 1;
export const STATUS_DAYS_AHEAD = 90;

const flightNoSchema = z
  .string('flightStatus.errors.flightNo')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}\d{1,4}$/, 'flightStatus.errors.flightNo');

export const queryFlightDynamicPayload = z.object({ flightNo: flightNoSchema, flightDate: calendarDateSchema });
export type QueryFlightDynamicPayload = z.input<typeof queryFlightDynamicPayload>;

export const queryFlightDynamicListPayload = z.union([
  z.object({ flightNo: flightNoSchema, flightDate: calendarDateSchema }),
  z.object({ depCode: airportCodeSchema, arrCode: airportCodeSchema, flightDate: calendarDateSchema }),
]);
export type QueryFlightDynamicListPayload = z.input<typeof queryFlightDynamicListPayload>;

const instant = z.string().nullable();
/** One moment of the leg: planned, the current estimate, and what happened (null until it has). */
export const legTimeSchema = z.object({ scheduled: z.string(), estimated: instant, actual: instant });
export type LegTime = z.infer<typeof legTimeSchema>;

const endSchema = z.object({ code: z.string(), cityName: z.string(), airportName: z.string(), timeZone: z.string() });

export const flightDynamicSchema = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  origin: endSchema,
  destination: endSchema,
  status: z.enum(OPERATION_STATUSES),
  /** Minutes the departure is (expected to be) late; 0 when on time. */
  delayMinutes: z.number(),
  reason: z.object({ code: z.enum(DELAY_REASONS), text: z.string() }).nullable(),
  offBlock: legTimeSchema,
  takeOff: legTimeSchema,
  landing: legTimeSchema,
  onBlock: legTimeSchema,
  gate: z.string().nullable(),
  checkInCounters: z.string().nullable(),
  baggageBelt: z.string().nullable(),
  aircraftType: z.string(),
  registration: z.string().nullable(),
  /** The leg that brings this flight's aircraft, when it has one (number and date, to open it). */
  inbound: z.object({ flightNo: z.string(), flightDate: z.string() }).nullable(),
});
export type FlightDynamic = z.infer<typeof flightDynamicSchema>;

export const flightDynamicReply = z.object({
  flight: flightDynamicSchema,
  /** The inbound leg, given when it makes this one late. */
  inbound: flightDynamicSchema.nullable(),
  /** When the server read these facts: the page shows "updated at". */
  asOf: z.string(),
});
export type FlightDynamicReply = z.infer<typeof flightDynamicReply>;

export const flightDynamicListReply = z.object({ flights: z.array(flightDynamicSchema), asOf: z.string() });
export type FlightDynamicListReply = z.infer<typeof flightDynamicListReply>;

export const devForceOperationPayload = z.object({
  flightNo: flightNoSchema,
  flightDate: calendarDateSchema,
  /** A departure delay in minutes, or 'cancel'. */
  delayMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  cancel: z.boolean().default(false),
  reason: z.enum(DELAY_REASONS).default('weather'),
});

/** What a traveller's booking shows of a disrupted flight (orders, check-in): a small badge. */
export const flightDisruptionSchema = z.object({
  status: z.enum(['delayed', 'canceled']),
  /** The expected departure at the origin ('YYYY-MM-DD HH:mm' local) when delayed. */
  expectedDeparture: z.string().nullable(),
});
export type FlightDisruption = z.infer<typeof flightDisruptionSchema>;

export const queryFlightDynamicCall = contractCall({
  path: FLIGHT_STATUS_CALLS.queryFlightDynamic,
  payload: queryFlightDynamicPayload,
  reply: flightDynamicReply,
});
export const queryFlightDynamicListCall = contractCall({
  path: FLIGHT_STATUS_CALLS.queryFlightDynamicList,
  payload: queryFlightDynamicListPayload,
  reply: flightDynamicListReply,
});
