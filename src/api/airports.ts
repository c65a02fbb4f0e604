import { queryOptions } from '@tanstack/react-query';
import { CONTENT_CALLS } from '../../contract/first-load/content-call-paths';
import type { SystemInitData } from '../../contract/calls/content';
import { callApi } from './client';

/** system/init: airports with names in every language, hotlines, server time. Language-neutral, so one cache entry. */
export function fetchSystemInit(signal?: AbortSignal): Promise<SystemInitData> {
  return callApi<SystemInitData>(CONTENT_CALLS.systemInit, {}, { signal });
}

export function systemInitQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'init'],
    queryFn: ({ signal }) => fetchSystemInit(signal),
    staleTime: 10 * 60_000,
  });
}
