import { inArray } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { flightOperations } from '../../db/schema/flight-operations';
import type { OperationRow } from './operation-facts';
import { refreshOperations } from './refresh-operations';

/**
 * What other modules may ask about a flight's operation (points, check-in, orders): the facts as of the
 * clock's now, refreshed first so an answer is never older than the call. Read-only for the caller.
 */
export type FlightOperationFacts = Readonly<OperationRow> & {
  /** The aircraft has left the gate: its off-block time is recorded. */
  departed: boolean;
};

export async function flightOperationFacts(
  db: Db,
  clock: Clock,
  flightIds: readonly number[],
): Promise<Map<number, FlightOperationFacts>> {
  if (flightIds.length === 0) return new Map();
  await refreshOperations(db, clock.now(), flightIds);
  const rows = await db
    .select()
    .from(flightOperations)
    .where(inArray(flightOperations.flightId, [...flightIds]));
  return new Map(rows.map((row) => [row.flightId, { ...row, departed: row.actualOffBlock !== null }]));
}

/** "Has this coupon's flight departed?": true once the aircraft has left the gate. */
export async function hasFlightDeparted(db: Db, clock: Clock, flightId: number): Promise<boolean> {
  return (await flightOperationFacts(db, clock, [flightId])).get(flightId)?.departed ?? false;
}
