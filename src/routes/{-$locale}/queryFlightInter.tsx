import { createFileRoute } from '@tanstack/react-router';
import { resultsSearchSchema } from '../../features/booking/search/first-load/search-params';
import { warmResults } from '../../features/booking/search/warm-results';
import { ResultsRouteView } from './-components/results-route-view';

export const Route = createFileRoute('/{-$locale}/queryFlightInter')({
  validateSearch: resultsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => warmResults(context.queryClient, context.locale, deps),
  component: () => <ResultsRouteView market="international" />,
});
