import { queryOptions } from '@tanstack/react-query';
import type { RecommendedRoute } from '../../contract/first-load/content-replies';
import { queryRecommendedRouteListHead } from '../../contract/first-load/first-load-calls';
import type { Locale } from '../../contract/locales';
import { request } from './request';

/** flight/queryRecommendedRouteList: routes with their lowest fare, city names in the request's language. */
export function fetchRecommendedRoutes(origin: string | undefined, signal?: AbortSignal): Promise<RecommendedRoute[]> {
  return request(queryRecommendedRouteListHead, origin ? { origin } : {}, { signal });
}

export function recommendedRoutesQueryOptions(locale: Locale, origin?: string) {
  return queryOptions({
    queryKey: ['recommendedRoutes', locale, origin ?? 'all'],
    queryFn: ({ signal }) => fetchRecommendedRoutes(origin, signal),
  });
}
