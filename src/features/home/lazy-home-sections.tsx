import { Grid } from '@chakra-ui/react';
import { lazyView } from '../../ui/lazy-view';
import type { HomeSectionsProps } from './home-sections';
import { LoadingCards } from './loading-cards';

// Below the fold on a phone: their code (with the date formatting of the fares) loads beside their data,
// after the first paint, instead of with the page.
const loadHomeSections = () => import('./home-sections');

export function preloadHomeSections(): void {
  void loadHomeSections();
}

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

/** The sections below the search: their loading cards until their code arrives. */
export const LazyHomeSections = lazyView<HomeSectionsProps>(
  () => loadHomeSections().then(({ HomeSections }) => HomeSections),
  () => <HomeSectionsPlaceholder />,
);
