import { queryOptions } from '@tanstack/react-query';
import { disruptionNoticesCall, type DisruptionNotice } from '../../contract/calls/disruption';
import type { Locale } from '../../contract/locales';
import { request } from './request';

/** Every member's and language's notices: what a change made or a refund has made out of date. */
export const ALL_DISRUPTION_NOTICES = ['disruption', 'notices'] as const;

/** The member's notices of cancelled or delayed flights, in their language (shown until acted on). */
export function disruptionNoticesQueryOptions(memberId: string, locale: Locale) {
  return queryOptions({
    queryKey: [...ALL_DISRUPTION_NOTICES, memberId, locale],
    queryFn: async ({ signal }): Promise<DisruptionNotice[]> =>
      (await request(disruptionNoticesCall, {}, { signal })).notices,
  });
}
