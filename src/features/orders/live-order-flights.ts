import { useQueryClient } from '@tanstack/react-query';
import { useFlightStatusStream } from '../../ui/use-flight-status-stream';

type DatedFlight = { flightNo: string; flightDate: string };

/** How often an order page asks again for its flights' delays when the live stream says nothing. */
export const ORDER_FLIGHTS_POLL_MS = 60_000;

/** The flights worth following: from yesterday on (a day's flights may still be flying), each once. */
export function flightsStillToFly(segments: readonly DatedFlight[], now = Date.now()): DatedFlight[] {
  const yesterday = new Date(now - 86_400_000).toISOString().slice(0, 10);
  const seen = new Set<string>();
  return segments.filter((segment) => {
    const key = `${segment.flightNo}@${segment.flightDate}`;
    if (segment.flightDate < yesterday || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Keeps an order page's disruption badges current: its flights still to fly follow the live status stream,
 * and a pushed change refreshes the orders at once.
 */
export function useLiveOrderFlights(segments: readonly DatedFlight[]): void {
  const queryClient = useQueryClient();
  useFlightStatusStream(
    flightsStillToFly(segments),
    () => void queryClient.invalidateQueries({ queryKey: ['orders'] }),
  );
}

/**
 * The fallback beside the stream (a proxy may hold it back and say nothing): a refetchInterval that asks again
 * every ORDER_FLIGHTS_POLL_MS while the reply shows a flight still to fly (React Query pauses it in a hidden tab).
 */
export const pollWhileFlightsToFly =
  <T>(segmentsOf: (data: T) => readonly DatedFlight[]) =>
  (query: { state: { data: T | undefined } }): number | false =>
    query.state.data !== undefined && flightsStillToFly(segmentsOf(query.state.data)).length > 0
      ? ORDER_FLIGHTS_POLL_MS
      : false;
