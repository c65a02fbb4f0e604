import { useEffect, useRef } from 'react';
import {
  FLIGHT_STATUS_EVENT,
  FLIGHT_STATUS_STREAM_MAX_FLIGHTS,
  FLIGHT_STATUS_STREAM_PATH,
  flightStatusKey,
  type FlightStatusEvent,
} from '../../contract/calls/flight-status-stream';

/**
 * Follows these flights on the server's live status stream and calls `onChange` with a flight's new status
 * when it changes, so a change shows the moment operations announce it. The page's polling carries on beside
 * it: a stream that is refused, dropped or held back by a proxy says nothing, and the page must still not go
 * stale.
 */
export function useFlightStatusStream(
  flights: readonly { flightNo: string; flightDate: string }[],
  onChange: (event: FlightStatusEvent) => void,
): void {
  // Read when an event comes: a new function each render must not reopen the stream.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const keys = flights.slice(0, FLIGHT_STATUS_STREAM_MAX_FLIGHTS).map(flightStatusKey).join(',');
  useEffect(() => {
    if (!keys || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${FLIGHT_STATUS_STREAM_PATH}?flights=${encodeURIComponent(keys)}`);
    // The first event is the status as it stands: the page has it already, so only later ones refresh.
    const seen = new Set<string>();
    const changed = (event: MessageEvent<string>) => {
      const status = JSON.parse(event.data) as FlightStatusEvent;
      const key = flightStatusKey(status);
      if (seen.has(key)) latestOnChange.current(status);
      seen.add(key);
    };
    source.addEventListener(FLIGHT_STATUS_EVENT, changed);
    return () => {
      source.removeEventListener(FLIGHT_STATUS_EVENT, changed);
      source.close();
    };
  }, [keys]);
}
