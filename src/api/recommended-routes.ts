import { queryOptions } from '@tanstack/react-query';
import { CONTENT_CALLS } from '../../contract/first-load/content-call-paths';
import type { RecommendedRoute } from '../../contract/calls/content';
import type { Locale } from '../../contract/locales';
import { callApi } from './client';

/** flight/queryRecommendedRouteList: routes with their lowest fare, city names in the request's language. */
export function fetchRecommendedRoutes(origin: string | undefined, signal?: AbortSignal): Promise<RecommendedRoute[]> {
  return callApi<RecommendedRoute[]>(CONTENT_CALLS.queryRecommendedRouteList, origin ? { origin } : {}, { signal });
}

export function recommendedRoutesQueryOptions(locale: Locale, origin?: string) {
  return queryOptions({
    queryKey: ['recommendedRoutes', locale, origin ?? 'all'],
    queryFn: ({ signal }) => fetchRecommendedRoutes(origin, signal),
  });
}
