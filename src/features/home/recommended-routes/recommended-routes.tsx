import { chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Airport, RecommendedRoute } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';
import { formatMoney } from '../../../../contract/money';
import { useLocaleParam } from '../../../ui/locale-link';
import { flightResultsPath, isInternationalRoute, oneAdultOneWay } from '../flight-results-link';
import { HomeSection } from '../home-section';
import { LoadingCards } from '../loading-cards';
import { formatCalendarDate } from '../../../i18n/format';

export interface RecommendedRoutesProps {
  routes: readonly RecommendedRoute[] | undefined;
  airports: readonly Airport[];
  locale: Locale;
  failed: boolean;
}

// The cards are plain elements styled once here by their parts: seven styled components a card, one card a route,
// were a fair share of the home page's main-thread work on a phone after its first paint (issue 30).
const routeCards = {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '2', md: '3' },
  listStyleType: 'none',
  p: '0',
  m: '0',
  '& a': {
    display: 'block',
    h: 'full',
    p: { base: '3', md: '4' },
    bg: 'white',
    border: '1px solid',
    borderColor: 'line',
    borderRadius: 'lg',
    _hover: { borderColor: 'brand.600', boxShadow: 'md' },
  },
  '& [data-part=cities]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: { base: '1', md: '2' },
    fontWeight: 'semibold',
    fontSize: { base: 'md', md: 'lg' },
  },
  '& [data-part=cities] > span:nth-of-type(2)': { color: 'muted' },
  '& [data-part=day]': { display: 'block', color: 'muted', fontSize: 'sm', mt: '1' },
  '& [data-part=fare]': {
    display: 'block',
    color: 'brand.600',
    fontWeight: 'bold',
    fontSize: { base: 'lg', md: 'xl' },
    mt: '1',
  },
} as const;

/** Routes with their lowest fare, each a link to the search for that route and day. */
export function RecommendedRoutes({ routes, airports, locale, failed }: RecommendedRoutesProps) {
  const { t } = useTranslation();
  const localeParam = useLocaleParam();
  // Fares are sold in yuan only (contract/calls/flights.ts: currency 'CNY').
  const price = (route: RecommendedRoute) => formatMoney(route.lowestPrice, locale);

  return (
    <HomeSection area="routes" failed={failed} empty={routes?.length === 0}>
      <chakra.ul css={routeCards}>
        {routes === undefined && !failed && <LoadingCards count={8} height="28" inList />}
        {routes?.map((route) => (
          <li key={`${route.origin}-${route.destination}`}>
            <Link
              to={flightResultsPath(isInternationalRoute(airports, route.origin, route.destination))}
              params={localeParam}
              search={oneAdultOneWay(route.origin, route.destination, route.flightDate)}
            >
              <span data-part="cities">
                <span>{route.originCityName}</span>
                <span>{' → '}</span>
                <span>{route.destinationCityName}</span>
              </span>
              <span data-part="day">{formatCalendarDate(route.flightDate, locale, 'dayWithWeekday')}</span>
              <span data-part="fare">{t('home.routes.lowestFare', { price: price(route) })}</span>
            </Link>
          </li>
        ))}
      </chakra.ul>
    </HomeSection>
  );
}
