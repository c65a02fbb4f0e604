import { queryOptions } from '@tanstack/react-query';
import { DISRUPTION_CALLS } from '../../contract/call-paths';
import { disruptionNoticesReply, type DisruptionNotice } from '../../contract/calls/disruption';
import type { Locale } from '../../contract/locales';
import { callApi } from './client';

/** Every member's and language's notices: what a change made or a refund has made out of date. */
export const ALL_DISRUPTION_NOTICES = ['disruption', 'notices'] as const;

/** The member's notices of cancelled or delayed flights, in their language (shown until acted on). */
export function disruptionNoticesQueryOptions(memberId: string, locale: Locale) {
  return queryOptions({
    queryKey: [...ALL_DISRUPTION_NOTICES, memberId, locale],
    queryFn: async ({ signal }): Promise<DisruptionNotice[]> =>
      disruptionNoticesReply.parse(await callApi(DISRUPTION_CALLS.disruptionNotices, {}, { signal })).notices,
  });
}
