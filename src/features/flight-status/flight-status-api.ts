import { queryOptions } from '@tanstack/react-query';
import {
  FLIGHT_STATUS_CALLS,
  type FlightDynamicListReply,
  type FlightDynamicReply,
  type QueryFlightDynamicListPayload,
} from '../../../contract/calls/flight-status';
import type { Locale } from '../../../contract/locales';
import { callApi } from '../../api/client';

export function flightStatusListQueryOptions(payload: QueryFlightDynamicListPayload, locale: Locale) {
  return queryOptions({
    queryKey: ['flightStatus', 'list', payload, locale],
    queryFn: ({ signal }) =>
      callApi<FlightDynamicListReply>(FLIGHT_STATUS_CALLS.queryFlightDynamicList, payload, { signal }),
  });
}

export function flightStatusQueryOptions(flightNo: string, flightDate: string, locale: Locale) {
  return queryOptions({
    queryKey: ['flightStatus', 'flight', flightNo, flightDate, locale],
    queryFn: ({ signal }) =>
      callApi<FlightDynamicReply>(FLIGHT_STATUS_CALLS.queryFlightDynamic, { flightNo, flightDate }, { signal }),
  });
}
