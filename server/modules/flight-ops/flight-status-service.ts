import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  STATUS_DAYS_AHEAD,
  STATUS_DAYS_BACK,
  type FlightDynamic,
  type FlightDynamicReply,
  type QueryFlightDynamicListPayload,
} from '../../../contract/calls/flight-status';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { flightOperations } from '../../db/schema/flight-operations';
import { flights } from '../../db/schema/schedule';
import { addDays, localDate } from '../../flight-calendar/calendar-days';
import { referenceData, type ReferenceData } from '../../shared/reference-data';
import { flightOperationFacts } from './flight-operation-facts';
import { inboundFlightIds } from './refresh-operations';

type FlightRow = typeof flights.$inferSelect;
type OperationRow = typeof flightOperations.$inferSelect;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

function end(reference: ReferenceData, code: string, locale: Locale) {
  const airport = reference.airport(code);
  return {
    code,
    cityName: pickLocale(airport.cityName, locale),
    airportName: pickLocale(airport.airportName, locale),
    timeZone: airport.timezone,
  };
}

export function toFlightDynamic(
  flight: FlightRow,
  operation: OperationRow,
  inbound: FlightRow | null,
  reference: ReferenceData,
  locale: Locale,
): FlightDynamic {
  const time = (scheduled: Date, estimated: Date | null, actual: Date | null) => ({
    scheduled: scheduled.toISOString(),
    estimated: iso(estimated),
    actual: iso(actual),
  });
  return {
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    origin: end(reference, flight.origin, locale),
    destination: end(reference, flight.destination, locale),
    status: operation.status,
    delayMinutes: operation.delayMinutes,
    reason:
      operation.reasonCode && operation.reasonText
        ? { code: operation.reasonCode, text: pickLocale(operation.reasonText, locale) }
        : null,
    offBlock: time(operation.scheduledOffBlock, operation.estimatedOffBlock, operation.actualOffBlock),
    takeOff: time(operation.scheduledTakeOff, operation.estimatedTakeOff, operation.actualTakeOff),
    landing: time(operation.scheduledLanding, operation.estimatedLanding, operation.actualLanding),
    onBlock: time(operation.scheduledOnBlock, operation.estimatedOnBlock, operation.actualOnBlock),
    gate: operation.gate,
    checkInCounters: operation.checkInCounters,
    baggageBelt: operation.baggageBelt,
    aircraftType: flight.aircraftType,
    registration: operation.registration,
    inbound: inbound ? { flightNo: inbound.flightNo, flightDate: inbound.flightDate } : null,
  };
}

/** The dates the status pages answer for: yesterday through the last day on sale. */
function assertStatusDate(context: CallContext, flightDate: string): void {
  const today = localDate(context.clock.now());
  if (flightDate < addDays(today, -STATUS_DAYS_BACK) || flightDate > addDays(today, STATUS_DAYS_AHEAD))
    throw new CallError('FLIGHT_STATUS_DATE', 'flightStatus.refusals.dateOutOfRange');
}

/** Flights matching the query, with their operations brought up to the clock, in departure order. */
async function dynamicsOf(
  context: CallContext,
  rows: FlightRow[],
): Promise<{ flight: FlightRow; operation: OperationRow; inbound: FlightRow | null }[]> {
  if (rows.length === 0) return [];
  const operations = await flightOperationFacts(
    context.db,
    context.clock,
    rows.map((row) => row.id),
  );
  const inboundIds = await inboundFlightIds(
    context.db,
    rows.map((row) => row.id),
  );
  const inboundRows = inboundIds.size
    ? await context.db
        .select()
        .from(flights)
        .where(inArray(flights.id, [...inboundIds.values()]))
    : [];
  return rows.map((flight) => ({
    flight,
    operation: operations.get(flight.id)!,
    inbound: inboundRows.find((row) => row.id === inboundIds.get(flight.id)) ?? null,
  }));
}

export async function flightDynamic(
  context: CallContext,
  flightNo: string,
  flightDate: string,
): Promise<FlightDynamicReply> {
  assertStatusDate(context, flightDate);
  const rows = await context.db
    .select()
    .from(flights)
    .where(and(eq(flights.flightNo, flightNo), eq(flights.flightDate, flightDate)));
  const [found] = await dynamicsOf(context, rows);
  if (!found) throw new CallError('FLIGHT_NOT_FOUND', 'flightStatus.refusals.notFound', { flightNo, flightDate });
  const reference = await referenceData(context.db);
  const flight = toFlightDynamic(found.flight, found.operation, found.inbound, reference, context.locale);
  // The inbound leg is shown when it is what makes this one late.
  let inbound: FlightDynamic | null = null;
  if (found.inbound && found.operation.reasonCode === 'lateAircraft') {
    const [leg] = await dynamicsOf(context, [found.inbound]);
    inbound = toFlightDynamic(leg!.flight, leg!.operation, null, reference, context.locale);
  }
  return { flight, inbound, asOf: context.clock.now().toISOString() };
}

export async function flightDynamicList(context: CallContext, query: QueryFlightDynamicListPayload) {
  assertStatusDate(context, query.flightDate);
  const reference = await referenceData(context.db);
  const where =
    'flightNo' in query
      ? and(eq(flights.flightNo, query.flightNo.trim().toUpperCase()), eq(flights.flightDate, query.flightDate))
      : and(
          inArray(flights.origin, reference.sameCityAirports(query.depCode)),
          inArray(flights.destination, reference.sameCityAirports(query.arrCode)),
          eq(flights.flightDate, query.flightDate),
        );
  const rows = await context.db.select().from(flights).where(where).orderBy(asc(flights.departureAt));
  const found = await dynamicsOf(context, rows);
  return {
    flights: found.map((item) => toFlightDynamic(item.flight, item.operation, item.inbound, reference, context.locale)),
    asOf: context.clock.now().toISOString(),
  };
}
