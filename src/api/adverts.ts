import { queryOptions } from '@tanstack/react-query';
import type { Ad } from '../../contract/first-load/content-replies';
import { queryAdPicListHead } from '../../contract/first-load/first-load-calls';
import type { Locale } from '../../contract/locales';
import { request } from './request';

/** queryAdPicList: the home carousel's ads, alt text in the request's language. */
export function fetchHomeAdverts(signal?: AbortSignal): Promise<Ad[]> {
  return request(queryAdPicListHead, { position: 'home' }, { signal });
}

export function homeAdvertsQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: ['adverts', 'home', locale], queryFn: ({ signal }) => fetchHomeAdverts(signal) });
}
