import { useState } from 'react';
import type { FlightDisruption } from '../../contract/calls/flight-status';
import { disruptionOf } from '../../contract/flight-disruption';
import { useFlightStatusStream } from './use-flight-status-stream';

/**
 * A booked flight's disruption badge that follows the live stream: the reply's badge until operations push a
 * change, then the badge that change means, by the server's rule. For a page that loads its trip once (a
 * check-in step) and must still show a delay the moment it is announced.
 */
export function useLiveDisruption(
  flight: { flightNo: string; flightDate: string; disruption?: FlightDisruption | null },
  originTimeZone: string,
): FlightDisruption | null {
  const [pushed, setPushed] = useState<{ disruption: FlightDisruption | null }>();
  useFlightStatusStream([flight], (event) => setPushed({ disruption: disruptionOf(event, originTimeZone) }));
  return pushed ? pushed.disruption : (flight.disruption ?? null);
}
