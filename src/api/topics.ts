import { queryOptions } from '@tanstack/react-query';
import type { InfoNoticeGroup } from '../../contract/first-load/content-replies';
import { infoNoticeListByWebHead } from '../../contract/first-load/first-load-calls';
import type { Locale } from '../../contract/locales';
import { request } from './request';

/** business/infoNoticeListByWeb: info-topic groups for the header's booking-services menu and the footer. */
export function fetchInfoNoticeGroups(signal?: AbortSignal): Promise<InfoNoticeGroup[]> {
  return request(infoNoticeListByWebHead, {}, { signal });
}

export function infoNoticeGroupsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['topics', 'groups', locale],
    queryFn: ({ signal }) => fetchInfoNoticeGroups(signal),
    staleTime: 10 * 60_000,
  });
}
