import { queryOptions } from '@tanstack/react-query';
import type {
  CreateCabinGuideRecordPayload,
  QueryCabinGuidePayload,
  QueryFlightListPayload,
} from '../../contract/calls/flights';
import {
  createCabinGuideRecordHead,
  queryCabinGuideHead,
  queryFlightListHead,
} from '../../contract/first-load/first-load-calls';
import type {
  CabinGuideData,
  CreateCabinGuideRecordData,
  QueryFlightListData,
} from '../../contract/first-load/flight-search-replies';
import type { Locale } from '../../contract/locales';
import { request } from './request';

/** flight/queryFlightList: one day's flights of a route with the party's fares; names in the request's language. */
export function fetchFlightList(payload: QueryFlightListPayload, signal?: AbortSignal): Promise<QueryFlightListData> {
  return request(queryFlightListHead, payload, { signal });
}

export function flightListQueryOptions(locale: Locale, payload: QueryFlightListPayload) {
  const { origin, destination, departureDate, adults, children, infants } = payload;
  return queryOptions({
    queryKey: ['flightList', locale, origin, destination, departureDate, adults ?? 1, children ?? 0, infants ?? 0],
    queryFn: ({ signal }) => fetchFlightList(payload, signal),
    // Seats and fares move as others book: a minute-old list is fine, an hour-old one is not.
    staleTime: 60_000,
  });
}

/** ticket-guide cabinGuideRule/queryCabinGuide: change, refund and baggage rules of a booking class. */
export function fetchCabinGuide(payload: QueryCabinGuidePayload, signal?: AbortSignal): Promise<CabinGuideData> {
  return request(queryCabinGuideHead, payload, { signal });
}

export function cabinGuideQueryOptions(locale: Locale, payload: QueryCabinGuidePayload) {
  return queryOptions({
    queryKey: ['cabinGuide', locale, payload.origin, payload.destination, payload.bookingClass, payload.flightDate],
    queryFn: ({ signal }) => fetchCabinGuide(payload, signal),
    staleTime: 10 * 60_000,
  });
}

/** ticket-guide cabinGuideReport/createRecord: notes that the traveller read a fare's rules. */
export function recordCabinGuideView(payload: CreateCabinGuideRecordPayload): Promise<CreateCabinGuideRecordData> {
  return request(createCabinGuideRecordHead, payload);
}
