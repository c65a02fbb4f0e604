import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { LazyFlightStatusForm } from '../../features/flight-status/lazy-flight-status-form';
import { HomePage } from '../../features/home/home-page';
import { preloadAdCarousel } from '../../features/home/carousel/lazy-ad-carousel';
import { homeQueries } from '../../features/home/home-queries';
import { preloadHomeSections } from '../../features/home/lazy-home-sections';
import { preloadSearchBox } from '../../features/home/search-box/lazy-search-box';
import { LazyDisruptionNotices } from '../../features/disruption/lazy-disruption-notices';

export const Route = createFileRoute('/{-$locale}/')({
  // The landing page is not split off: its few lines ride in the start chunk, which saves the first visit
  // the round trips to its own chunk and the small shared ones it drew (home 8 files → 5, −1.4 kB gzip).
  codeSplitGroupings: [],
  loader: async ({ context: { queryClient }, params }) => {
    const queries = homeQueries(toLocale(params.locale) ?? DEFAULT_LOCALE);
    // Only the airports hold the page back (the search box needs them); the search box's code, the other sections start loading
    // now and fill in as they arrive, each in a space kept for it, so a slow one never delays the first paint.
    void queryClient.prefetchQuery(queries.adverts);
    void queryClient.prefetchQuery(queries.routes);
    void queryClient.prefetchQuery(queries.notices);
    preloadSearchBox();
    preloadAdCarousel();
    preloadHomeSections();
    await queryClient.ensureQueryData(queries.systemInit);
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { locale } = Route.useParams();
  return (
    <>
      <LazyDisruptionNotices />
      <HomePage
        locale={toLocale(locale) ?? DEFAULT_LOCALE}
        statusSearch={<LazyFlightStatusForm idPrefix="home-status" />}
      />
    </>
  );
}
