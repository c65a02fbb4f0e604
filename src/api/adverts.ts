import { queryOptions } from '@tanstack/react-query';
import { CONTENT_CALLS } from '../../contract/first-load/content-call-paths';
import type { Ad } from '../../contract/calls/content';
import type { Locale } from '../../contract/locales';
import { callApi } from './client';

/** queryAdPicList: the home carousel's ads, alt text in the request's language. */
export function fetchHomeAdverts(signal?: AbortSignal): Promise<Ad[]> {
  return callApi<Ad[]>(CONTENT_CALLS.queryAdPicList, { position: 'home' }, { signal });
}

export function homeAdvertsQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: ['adverts', 'home', locale], queryFn: ({ signal }) => fetchHomeAdverts(signal) });
}
