import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { SearchPanelProps } from './search-panel';

// The search card, the search box's statechart and XState are ~25 kB gzip: they load beside the airports the
// page waits for (the home route's loader starts both), not before the first paint.
const loadSearchBox = () => import('./search-panel');

export function preloadSearchBox(): void {
  void loadSearchBox();
}

const SearchBoxChunk = lazy(() => loadSearchBox().then(({ SearchPanel }) => ({ default: SearchPanel })));

/**
 * Holds the search box's place until its code arrives (usually before the airports, so it is rarely seen);
 * the heights are the search box's own in Chinese, so nothing below it moves.
 */
export const SEARCH_BOX_MIN_HEIGHT = { base: '518px', md: '534px' } as const;

function SearchBoxPlaceholder() {
  return (
    <Box
      aria-hidden="true"
      data-testid="search-box-placeholder"
      bg="white"
      borderRadius="xl"
      boxShadow="lg"
      minH={SEARCH_BOX_MIN_HEIGHT}
    />
  );
}

export function LazySearchBox(props: SearchPanelProps) {
  return (
    <Suspense fallback={<SearchBoxPlaceholder />}>
      <SearchBoxChunk {...props} />
    </Suspense>
  );
}
