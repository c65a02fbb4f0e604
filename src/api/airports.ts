import { queryOptions } from '@tanstack/react-query';
import type { SystemInitData } from '../../contract/first-load/content-replies';
import { systemInitHead } from '../../contract/first-load/first-load-calls';
import { request } from './request';

/** system/init: airports with names in every language, hotlines, server time. Language-neutral, so one cache entry. */
export function fetchSystemInit(signal?: AbortSignal): Promise<SystemInitData> {
  return request(systemInitHead, {}, { signal });
}

export function systemInitQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'init'],
    queryFn: ({ signal }) => fetchSystemInit(signal),
    staleTime: 10 * 60_000,
  });
}
