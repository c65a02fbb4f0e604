import { and, eq, gte, inArray, lte, notInArray, or, isNull, sql } from 'drizzle-orm';
import type { OperationStatus } from '../../../contract/calls/flight-status';
import type { Db } from '../../db/client';
import { flightOperations } from '../../db/schema/flight-operations';
import { flights } from '../../db/schema/schedule';
import { operationRow, type OperationRow } from './operation-facts';
import { planOperation, type OperationPlan, type PlannedFlight } from './operation-plan';

interface FlightToPlan extends PlannedFlight {
  id: number;
  inboundId: number | null;
}

// A return leg (even number) is flown by the aircraft of the odd-numbered leg before it that lands in time.
// Written out with the table name: Drizzle leaves columns of a one-table select unqualified, which inside
// this subquery would mean the inner flight's.
const inboundId = sql<number | null>`(
  SELECT i.id FROM flights i
  WHERE "flights"."flight_no" ~ '[02468]$'
    AND i.flight_no = 'NS' || (substring("flights"."flight_no" from 3)::int - 1)::text
    AND i.arrival_at <= "flights"."departure_at" AND i.arrival_at > "flights"."departure_at" - interval '20 hours'
  ORDER BY i.arrival_at DESC LIMIT 1
)`;

async function loadFlights(db: Db, ids: number[]): Promise<FlightToPlan[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: flights.id,
      flightNo: flights.flightNo,
      flightDate: flights.flightDate,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
      aircraftType: flights.aircraftType,
      inboundId,
    })
    .from(flights)
    .where(inArray(flights.id, ids));
}

/** flight id → the id of the leg that brings its aircraft, for those that have one. */
export async function inboundFlightIds(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await loadFlights(db, ids);
  return new Map(rows.flatMap((row) => (row.inboundId ? [[row.id, row.inboundId] as const] : [])));
}

const FACT_AND_ESTIMATE_FIELDS = [
  'status',
  'reasonCode',
  'delayMinutes',
  'estimatedOffBlock',
  'estimatedOnBlock',
  'actualOffBlock',
  'actualTakeOff',
  'actualLanding',
  'actualOnBlock',
  'canceledAt',
] as const;

function changed(next: ReturnType<typeof operationRow>, recorded: OperationRow | undefined): boolean {
  if (!recorded) return true;
  return FACT_AND_ESTIMATE_FIELDS.some(
    (field) => String(next[field]?.valueOf() ?? null) !== String(recorded[field]?.valueOf() ?? null),
  );
}

/**
 * Brings the operations of these flights (and of the legs that bring their aircraft) up to `now`: plans them,
 * records what has happened since, and returns the plans. Facts already recorded are kept (COALESCE), so
 * two instances refreshing at once, or a clock that goes back, never rewrite one.
 */
export async function refreshOperations(
  db: Db,
  now: Date,
  flightIds: readonly number[],
): Promise<Map<number, OperationPlan>> {
  const targets = await loadFlights(db, [...new Set(flightIds)]);
  const knownIds = new Set(targets.map((flight) => flight.id));
  const inbounds = await loadFlights(
    db,
    targets.flatMap((flight) => (flight.inboundId && !knownIds.has(flight.inboundId) ? [flight.inboundId] : [])),
  );
  const all = [...inbounds, ...targets];
  const recorded = new Map(
    all.length
      ? (
          await db
            .select()
            .from(flightOperations)
            .where(
              inArray(
                flightOperations.flightId,
                all.map((flight) => flight.id),
              ),
            )
        ).map((row) => [row.flightId, row])
      : [],
  );
  const plans = new Map<number, OperationPlan>();
  const planOf = (flight: FlightToPlan): OperationPlan => {
    const existing = plans.get(flight.id);
    if (existing) return existing;
    const inboundFlight = flight.inboundId ? all.find((candidate) => candidate.id === flight.inboundId) : undefined;
    const row = recorded.get(flight.id);
    const forced = row
      ? { delayMinutes: row.forcedDelayMinutes, cancel: row.forcedCancel, reason: row.forcedReason }
      : null;
    const plan = planOperation(flight, inboundFlight ? planOf(inboundFlight) : null, forced);
    plans.set(flight.id, plan);
    return plan;
  };
  const rows = all
    .map((flight) => operationRow(flight.id, planOf(flight), now, recorded.get(flight.id) ?? null))
    .filter((row) => changed(row, recorded.get(row.flightId)));
  if (rows.length > 0) await writeOperations(db, rows);
  return plans;
}

const keep = (column: string) => sql.raw(`coalesce(flight_operations.${column}, excluded.${column})`);

async function writeOperations(db: Db, rows: ReturnType<typeof operationRow>[]): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(flightOperations)
    .values(rows)
    .onConflictDoUpdate({
      target: flightOperations.flightId,
      set: {
        status: excluded('status'),
        reasonCode: excluded('reason_code'),
        reasonText: excluded('reason_text'),
        delayMinutes: excluded('delay_minutes'),
        estimatedOffBlock: excluded('estimated_off_block'),
        estimatedTakeOff: excluded('estimated_take_off'),
        estimatedLanding: excluded('estimated_landing'),
        estimatedOnBlock: excluded('estimated_on_block'),
        actualOffBlock: keep('actual_off_block'),
        actualTakeOff: keep('actual_take_off'),
        actualLanding: keep('actual_landing'),
        actualOnBlock: keep('actual_on_block'),
        canceledAt: keep('canceled_at'),
        updatedAt: excluded('updated_at'),
      },
    });
  // A cancelled flight is no longer sold (flight search sells status 'scheduled' only).
  const canceled = rows.filter((row) => row.status === 'canceled').map((row) => row.flightId);
  if (canceled.length > 0)
    await db
      .update(flights)
      .set({ status: 'canceled' })
      .where(and(inArray(flights.id, canceled), eq(flights.status, 'scheduled')));
}

const FINAL_STATUSES: OperationStatus[] = ['arrived', 'canceled', 'diverted', 'returned'];

/**
 * The background job: every flight from three days back to a day and a half ahead whose operation is not
 * over yet. A server that was down catches up (times recorded as they happened, from the plan).
 */
export async function refreshDueOperations(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: flights.id })
    .from(flights)
    .leftJoin(flightOperations, eq(flightOperations.flightId, flights.id))
    .where(
      and(
        gte(flights.departureAt, new Date(now.getTime() - 3 * 86_400_000)),
        lte(flights.departureAt, new Date(now.getTime() + 36 * 3_600_000)),
        or(isNull(flightOperations.flightId), notInArray(flightOperations.status, FINAL_STATUSES)),
      ),
    );
  const ids = due.map((row) => row.id);
  for (let start = 0; start < ids.length; start += 200) await refreshOperations(db, now, ids.slice(start, start + 200));
  return ids.length;
}
