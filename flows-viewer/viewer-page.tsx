import { Box, chakra, Link } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';
import { FlowsPage } from './view/flows-page';
import { parseFlowsSearch, type FlowsSearch } from './view/flows-search';

/** The search part of the viewer's address: the machine as it is, the path as JSON (a copied link replays it). */
export function searchOfAddress(search: string): FlowsSearch {
  return parseFlowsSearch(Object.fromEntries(new URLSearchParams(search)));
}

export function addressOfSearch(search: FlowsSearch): string {
  const params = new URLSearchParams();
  if (search.machine) params.set('machine', search.machine);
  if (search.path !== undefined) params.set('path', JSON.stringify(search.path));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The viewer's page: a way back to the site, its title, and the flows, their state kept in the address. */
export function ViewerPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [search] = useState(() => searchOfAddress(window.location.search));
  const title = t('flows.title');
  useEffect(() => {
    document.title = t('flows.documentTitle', { title });
  }, [t, title]);
  const follow = (next: FlowsSearch) =>
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${addressOfSearch(next)}`);
  return (
    <Box as="main" maxW="1200px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 4, md: 6 }} w="full">
      <chakra.nav aria-label={t('flows.siteLink')} fontSize="sm" mb={3}>
        <Link href={locale === DEFAULT_LOCALE ? '/' : `/${locale}`} color="brand.700">
          {t('flows.siteLink')}
        </Link>
      </chakra.nav>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb={3}>
        {title}
      </chakra.h1>
      <FlowsPage search={search} onSearchChange={follow} />
    </Box>
  );
}
