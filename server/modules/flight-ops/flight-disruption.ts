import { DELAY_THRESHOLD_MINUTES, type FlightDisruption } from '../../../contract/calls/flight-status';
import type { flightOperations } from '../../db/schema/flight-operations';
import { localDateTime } from '../../../contract/airport-time';

type Operation = Pick<typeof flightOperations.$inferSelect, 'status' | 'delayMinutes' | 'estimatedOffBlock'>;

/** The badge a booking shows: cancelled, or delayed with its expected departure, until the aircraft has left. */
export function disruptionOf(operation: Operation | null, originTimeZone: string): FlightDisruption | null {
  if (!operation) return null;
  if (operation.status === 'canceled') return { status: 'canceled', expectedDeparture: null };
  const waiting = operation.status === 'delayed' || operation.status === 'boarding';
  if (!waiting || operation.delayMinutes < DELAY_THRESHOLD_MINUTES) return null;
  const expected = operation.estimatedOffBlock ? localDateTime(operation.estimatedOffBlock, originTimeZone) : null;
  return { status: 'delayed', expectedDeparture: expected ? `${expected.date} ${expected.time}` : null };
}
