import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { HomePage } from '../../features/home/home-page';
import { homeQueries } from '../../features/home/home-queries';

const settle = (load: Promise<unknown>) => load.catch(() => undefined);

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context: { queryClient }, params }) => {
    const queries = homeQueries(toLocale(params.locale) ?? DEFAULT_LOCALE);
    // The search box cannot work without the airports; the other sections degrade to a message on their own.
    await Promise.all([
      queryClient.ensureQueryData(queries.systemInit),
      settle(queryClient.ensureQueryData(queries.adverts)),
      settle(queryClient.ensureQueryData(queries.routes)),
      settle(queryClient.ensureQueryData(queries.notices)),
    ]);
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { locale } = Route.useParams();
  return <HomePage locale={toLocale(locale) ?? DEFAULT_LOCALE} />;
}
