import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { Locale } from '../../../../contract/locales';
import { localDay } from '../../../ui/local-day';
import { ResultsPage, type ResultsMarket } from '../../../features/booking/search/results-page';
import type { ResultsSearch } from '../../../../contract/first-load/results-search';
import { PageFrame } from '../../../ui/page-frame';

/** Where a chosen fare goes next, per results page. */
const PASSENGER_PAGE = {
  domestic: '/{-$locale}/passenger',
  international: '/{-$locale}/passengerInter',
  points: '/{-$locale}/passengerFree',
} as const satisfies Record<ResultsMarket, string>;

/** The view of /queryFlight, /queryFlightInter and /queryFlightFree: one results page, three markets. */
export function ResultsRouteView({ market }: { market: ResultsMarket }) {
  // Each route validates its search with resultsSearchSchema and its locale layout provides the locale.
  const params = useSearch({ strict: false }) as ResultsSearch;
  const { locale } = useRouteContext({ strict: false }) as { locale: Locale };
  const navigate = useNavigate();
  const [today] = useState(() => localDay(Date.now()));
  return (
    <PageFrame>
      <ResultsPage
        params={params}
        locale={locale}
        today={today}
        market={market}
        onParamsChange={(next) => void navigate({ to: '.', search: next })}
        onBook={(selection) => void navigate({ to: PASSENGER_PAGE[market], search: selection })}
      />
    </PageFrame>
  );
}
