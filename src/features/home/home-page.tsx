import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightSearch } from '../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../contract/locales';
import { useLocaleParam } from '../../ui/locale-link';
import { LazyAdCarousel } from './carousel/lazy-ad-carousel';
import { flightResultsPath } from './flight-results-link';
import { homeQueries } from './home-queries';
import { LazyHomeSections } from './lazy-home-sections';
import { localDay } from '../../ui/local-day';
import { LazySearchBox } from './search-box/lazy-search-box';

/** Search box first (it leads on a phone), the carousel beside it on wide screens, then fares and topics. */
export function HomePage({ locale, statusSearch }: { locale: Locale; statusSearch: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localeParam = useLocaleParam();
  const queries = homeQueries(locale);
  const { data: system } = useSuspenseQuery(queries.systemInit);
  const adverts = useQuery(queries.adverts);
  const routes = useQuery(queries.routes);
  const notices = useQuery(queries.notices);
  const today = localDay(system.serverTime);

  useEffect(() => {
    document.title = t('home.title');
  }, [t]);

  const search = (flightSearch: FlightSearch, international: boolean) =>
    void navigate({ to: flightResultsPath(international), params: localeParam, search: flightSearch });

  return (
    <Box bg="surface" pb="12">
      <Heading as="h1" srOnly>
        {t('home.title')}
      </Heading>
      <Box maxW="1200px" mx="auto" px={{ base: '3', md: '6' }} pt={{ base: '3', md: '6' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '440px minmax(0, 1fr)' }}
          gap={{ base: '4', lg: '6' }}
          alignItems={{ base: 'start', lg: 'stretch' }}
        >
          <LazySearchBox
            key={today}
            airports={system.airports}
            locale={locale}
            today={today}
            onSearch={search}
            statusSearch={statusSearch}
          />
          <LazyAdCarousel ads={adverts.data} failed={adverts.isError} locale={locale} />
        </Grid>
        <Stack gap="10" mt="10">
          <LazyHomeSections routes={routes} notices={notices} airports={system.airports} locale={locale} />
        </Stack>
      </Box>
    </Box>
  );
}
