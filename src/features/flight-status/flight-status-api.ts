import { queryOptions } from '@tanstack/react-query';
import {
  queryFlightDynamicCall,
  queryFlightDynamicListCall,
  type QueryFlightDynamicListPayload,
} from '../../../contract/calls/flight-status';
import type { Locale } from '../../../contract/locales';
import { request } from '../../api/request';

export function flightStatusListQueryOptions(payload: QueryFlightDynamicListPayload, locale: Locale) {
  return queryOptions({
    queryKey: ['flightStatus', 'list', payload, locale],
    queryFn: ({ signal }) => request(queryFlightDynamicListCall, payload, { signal }),
  });
}

export function flightStatusQueryOptions(flightNo: string, flightDate: string, locale: Locale) {
  return queryOptions({
    queryKey: ['flightStatus', 'flight', flightNo, flightDate, locale],
    queryFn: ({ signal }) => request(queryFlightDynamicCall, { flightNo, flightDate }, { signal }),
  });
}
