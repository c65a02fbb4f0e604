import { Box } from '@chakra-ui/react';
import { lazyView } from '../../../ui/lazy-view';
import { SEARCH_CARD_HEIGHT } from '../../../../contract/first-load/search-card-height';
import type { Locale } from '../../../../contract/locales';
import type { SearchPanelProps } from './search-panel';

// The search card, the search box's statechart and XState are ~25 kB gzip: they load beside the airports the
// page waits for (the home route's loader starts both), not before the first paint.
const loadSearchBox = () => import('./search-panel');

export function preloadSearchBox(): void {
  void loadSearchBox();
}

/** Holds the search box's place until its code arrives (usually before the airports, so it is rarely seen). */
function SearchBoxPlaceholder({ locale }: { locale: Locale }) {
  const height = SEARCH_CARD_HEIGHT[locale];
  return (
    <Box
      aria-hidden="true"
      data-testid="search-box-placeholder"
      bg="white"
      borderRadius="xl"
      boxShadow="lg"
      minH={{ base: `${height.base}px`, md: `${height.md}px`, lg: `${height.lg}px` }}
    />
  );
}

/** The search card: a box of its size until its code arrives. */
export const LazySearchBox = lazyView<SearchPanelProps>(
  () => loadSearchBox().then(({ SearchPanel }) => SearchPanel),
  (props) => <SearchBoxPlaceholder locale={props.locale} />,
);
