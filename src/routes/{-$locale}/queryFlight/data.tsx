import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FlightResults } from '../../../features/booking/search/flight-results';
import { afterChoosing, completeSearch, currentLeg } from '../../../features/booking/search/results-legs';
import { resultsSearchSchema } from '../../../features/booking/search/first-load/search-params';
import { warmResults } from '../../../features/booking/search/warm-results';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/queryFlight/data')({
  validateSearch: resultsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => warmResults(context.queryClient, context.locale, deps),
  component: SharedResults,
});

/** The results list alone, for a shared link; a round trip's return is chosen on the full results page. */
function SharedResults() {
  const { t } = useTranslation();
  const params = Route.useSearch();
  const { locale } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const search = completeSearch(params);
  return (
    <PageFrame>
      {search ? (
        <FlightResults
          leg={currentLeg(search, params)}
          counts={search}
          locale={locale}
          priceMode="cash"
          withToolbar={false}
          onChoose={(flight, offer) => {
            const next = afterChoosing(search, params, { flightNo: flight.flightNo, bookingClass: offer.bookingClass });
            if (next.kind === 'chooseReturn') void navigate({ to: '/{-$locale}/queryFlight', search: next.params });
            else void navigate({ to: '/{-$locale}/passenger', search: next.selection });
          }}
        />
      ) : (
        <Text role="status">{t('search.page.incomplete')}</Text>
      )}
    </PageFrame>
  );
}
