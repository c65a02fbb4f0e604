import { queryOptions } from '@tanstack/react-query';
import { CALLS } from '../../contract/call-paths';
import type { FareCalendarData, FareCalendarPayload } from '../../contract/calls/flights';
import { callApi } from './client';

/** /proxy/hbhk-fare/v1/calendar/query: the lowest fare of each day of a month or date range. */
export function fetchFareCalendar(payload: FareCalendarPayload, signal?: AbortSignal): Promise<FareCalendarData> {
  return callApi<FareCalendarData>(CALLS.fareCalendar, payload, { signal });
}

/** Prices are language-neutral, so one cache entry serves every locale. */
export function fareCalendarQueryOptions(payload: FareCalendarPayload) {
  return queryOptions({
    queryKey: [
      'fareCalendar',
      payload.origin,
      payload.destination,
      payload.month ?? `${payload.startDate}..${payload.endDate}`,
      payload.seats ?? 1,
    ],
    queryFn: ({ signal }) => fetchFareCalendar(payload, signal),
    staleTime: 5 * 60_000,
  });
}
