import type { Locale } from '../../../contract/locales';
import { homeAdvertsQueryOptions } from '../../api/adverts';
import { systemInitQueryOptions } from '../../api/airports';
import { recommendedRoutesQueryOptions } from '../../api/recommended-routes';
import { infoNoticeGroupsQueryOptions } from '../../api/topics';

/**
 * Every query the home page shows. Kept apart from the page so the route loader (in the main chunk)
 * does not pull the page's components out of their lazily loaded chunk.
 */
export function homeQueries(locale: Locale) {
  return {
    systemInit: systemInitQueryOptions(),
    adverts: homeAdvertsQueryOptions(locale),
    routes: recommendedRoutesQueryOptions(locale),
    notices: infoNoticeGroupsQueryOptions(locale),
  };
}
