import { queryOptions } from '@tanstack/react-query';
import type { FareCalendarPayload } from '../../contract/calls/flights';
import { fareCalendarHead } from '../../contract/first-load/first-load-calls';
import type { FareCalendarData } from '../../contract/first-load/flight-search-replies';
import { request } from './request';

/** /proxy/hbhk-fare/v1/calendar/query: the lowest fare of each day of a month or date range. */
export function fetchFareCalendar(payload: FareCalendarPayload, signal?: AbortSignal): Promise<FareCalendarData> {
  return request(fareCalendarHead, payload, { signal });
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
