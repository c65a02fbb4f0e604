import type { QueryClient } from '@tanstack/react-query';
import { addDays } from '../../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../../contract/locales';
import { systemInitQueryOptions } from '../../../api/airports';
import { fareCalendarQueryOptions } from '../../../api/fare-calendar';
import { flightListQueryOptions } from '../../../api/flight-search';
import { STRIP_REACH } from './price-strip';
import { completeSearch, currentLeg } from './results-legs';
import type { ResultsSearch } from '../../../../contract/first-load/results-search';

/**
 * Route loaders warm the cache with the current leg's flights, its price strip and the airports whose names the
 * page's heading shows, all at once, without waiting for them: the page shows at once, with the shape of the
 * results while a slow search runs, rather than nothing. A failed call shows in place, with a retry.
 */
export function warmResults(queryClient: QueryClient, locale: Locale, params: ResultsSearch): void {
  const search = completeSearch(params);
  if (!search) return;
  const leg = currentLeg(search, params);
  const seats = search.adults + search.children;
  void queryClient.prefetchQuery(
    flightListQueryOptions(locale, {
      origin: leg.origin,
      destination: leg.destination,
      departureDate: leg.date,
      adults: search.adults,
      children: search.children,
      infants: search.infants,
    }),
  );
  void queryClient.prefetchQuery(
    fareCalendarQueryOptions({
      origin: leg.origin,
      destination: leg.destination,
      startDate: addDays(leg.date, -STRIP_REACH),
      endDate: addDays(leg.date, STRIP_REACH),
      seats,
    }),
  );
  void queryClient.prefetchQuery(systemInitQueryOptions());
}
