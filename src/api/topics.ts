import { queryOptions } from '@tanstack/react-query';
import { CONTENT_CALLS } from '../../contract/first-load/content-call-paths';
import type { InfoNoticeGroup } from '../../contract/calls/content';
import type { Locale } from '../../contract/locales';
import { callApi } from './client';

/**
 * business/infoNoticeListByWeb: info-topic groups for the header's booking-services menu and the footer. Every page
 * loads it with its first JavaScript, so it stays on callApi: request() would bring the contract's zod schemas
 * into the first load (docs/performance.md). The topic pages' own calls are in topic-pages.ts, through request().
 */
export function fetchInfoNoticeGroups(signal?: AbortSignal): Promise<InfoNoticeGroup[]> {
  return callApi<InfoNoticeGroup[]>(CONTENT_CALLS.infoNoticeListByWeb, {}, { signal });
}

export function infoNoticeGroupsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['topics', 'groups', locale],
    queryFn: ({ signal }) => fetchInfoNoticeGroups(signal),
    staleTime: 10 * 60_000,
  });
}
