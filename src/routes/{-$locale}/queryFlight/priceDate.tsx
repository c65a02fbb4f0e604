import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { fareCalendarQueryOptions } from '../../../api/fare-calendar';
import { localDay } from '../../../ui/local-day';
import { FareMonthCalendar } from '../../../features/booking/search/fare-month-calendar';
import { priceDateSearchSchema, type PriceDateSearch } from '../../../features/booking/search/first-load/search-params';
import { PageFrame } from '../../../ui/page-frame';

const shownMonth = (search: PriceDateSearch) =>
  search.month ?? (search.departureDate ?? localDay(Date.now())).slice(0, 7);

export const Route = createFileRoute('/{-$locale}/queryFlight/priceDate')({
  validateSearch: priceDateSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!deps.origin || !deps.destination || deps.origin === deps.destination) return;
    const payload = {
      origin: deps.origin,
      destination: deps.destination,
      month: shownMonth(deps),
      seats: deps.adults + deps.children,
    };
    await context.queryClient.ensureQueryData(fareCalendarQueryOptions(payload)).catch(() => undefined);
  },
  component: PriceDatePage,
});

function PriceDatePage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const { locale } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { origin, destination } = search;
  return (
    <PageFrame>
      {origin && destination && origin !== destination ? (
        <FareMonthCalendar
          origin={origin}
          destination={destination}
          month={shownMonth(search)}
          seats={search.adults + search.children}
          locale={locale}
          onMonthChange={(month) => void navigate({ search: { ...search, month } })}
          onPickDay={(date) => {
            const { month: _shown, ...route } = search;
            void navigate({
              to: '/{-$locale}/queryFlight',
              search: { ...route, departureDate: date, outboundFlight: undefined, outboundClass: undefined },
            });
          }}
        />
      ) : (
        <Text role="status">{t('search.calendar.incomplete')}</Text>
      )}
    </PageFrame>
  );
}
