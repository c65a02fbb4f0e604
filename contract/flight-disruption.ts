import { localDateTime } from './airport-time';
import { DELAY_THRESHOLD_MINUTES, type FlightDisruption, type OperationStatus } from './calls/flight-status';

/** What of a flight's operation the badge reads: the server's row, or an event pushed on the live stream. */
export interface OperationFacts {
  status: OperationStatus;
  delayMinutes: number;
  estimatedOffBlock: Date | string | null;
}

/**
 * The badge a booking shows: cancelled, or delayed past the threshold with its expected departure, until the
 * aircraft has left. One rule for the server's replies and for a page that follows the live stream.
 */
export function disruptionOf(operation: OperationFacts | null, originTimeZone: string): FlightDisruption | null {
  if (!operation) return null;
  if (operation.status === 'canceled') return { status: 'canceled', expectedDeparture: null };
  const waiting = operation.status === 'delayed' || operation.status === 'boarding';
  if (!waiting || operation.delayMinutes < DELAY_THRESHOLD_MINUTES) return null;
  const expected = operation.estimatedOffBlock
    ? localDateTime(new Date(operation.estimatedOffBlock), originTimeZone)
    : null;
  return { status: 'delayed', expectedDeparture: expected ? `${expected.date} ${expected.time}` : null };
}
