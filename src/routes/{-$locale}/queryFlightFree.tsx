import { createFileRoute } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { ResultsPage } from '../../features/booking/search/results-page';
import { resultsSearchSchema } from '../../features/booking/search/search-params';
import { warmResults } from '../../features/booking/search/warm-results';
import { PageFrame } from '../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/queryFlightFree')({
  staticData: { titleKey: 'routes.queryFlightFree' },
  validateSearch: resultsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => warmResults(context.queryClient, context.locale, deps),
  component: PointsResults,
});

function PointsResults() {
  const params = Route.useSearch();
  const { locale } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <PageFrame>
      <ResultsPage
        params={params}
        locale={locale}
        today={dayjs().format('YYYY-MM-DD')}
        market="points"
        onParamsChange={(next) => void navigate({ search: next })}
        onBook={(selection) => void navigate({ to: '/{-$locale}/passengerFree', search: selection })}
      />
    </PageFrame>
  );
}
