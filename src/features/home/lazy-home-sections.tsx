import { Grid } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useDeferredMount } from '../../ui/use-deferred-mount';
import type { HomeSectionsProps } from './home-sections';
import { LoadingCards } from './loading-cards';

// Below the fold on a phone: their code (with the date formatting of the fares) loads beside their data,
// after the first paint, instead of with the page.
const loadHomeSections = () => import('./home-sections');

export function preloadHomeSections(): void {
  void loadHomeSections();
}

const HomeSectionsChunk = lazy(() => loadHomeSections().then(({ HomeSections }) => ({ default: HomeSections })));

/** The recommended routes' loading cards, in their grid and under the space of their heading. */
function HomeSectionsPlaceholder() {
  return (
    <Grid
      data-testid="home-sections-placeholder"
      aria-hidden="true"
      pt="11"
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
      gap={{ base: '2', md: '3' }}
    >
      <LoadingCards count={8} height="28" />
    </Grid>
  );
}

export function LazyHomeSections(props: HomeSectionsProps) {
  const mounted = useDeferredMount();
  const placeholder = <HomeSectionsPlaceholder />;
  return <Suspense fallback={placeholder}>{mounted ? <HomeSectionsChunk {...props} /> : placeholder}</Suspense>;
}
