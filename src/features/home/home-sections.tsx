import type { UseQueryResult } from '@tanstack/react-query';
import type { Airport, InfoNoticeGroup, RecommendedRoute } from '../../../contract/calls/content';
import type { Locale } from '../../../contract/locales';
import { InfoNotices } from './notices/info-notices';
import { RecommendedRoutes } from './recommended-routes/recommended-routes';

export interface HomeSectionsProps {
  routes: UseQueryResult<readonly RecommendedRoute[]>;
  notices: UseQueryResult<readonly InfoNoticeGroup[]>;
  airports: readonly Airport[];
  locale: Locale;
}

/** The sections under the search box and the carousel: fares by route, then the info topics. */
export function HomeSections({ routes, notices, airports, locale }: HomeSectionsProps) {
  return (
    <>
      <RecommendedRoutes routes={routes.data} airports={airports} locale={locale} failed={routes.isError} />
      <InfoNotices groups={notices.data} failed={notices.isError} />
    </>
  );
}
