import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { Ad } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH } from './ad-image-size';

// The carousel's code loads beside the adverts it shows (the home route's loader starts both), not before
// the first paint; until both are here a box of the banner's shape holds the place.
const loadAdCarousel = () => import('./ad-carousel');

export function preloadAdCarousel(): void {
  void loadAdCarousel();
}

const AdCarouselChunk = lazy(() => loadAdCarousel().then(({ AdCarousel }) => ({ default: AdCarousel })));

function AdCarouselPlaceholder() {
  return (
    <Box
      data-testid="ad-carousel-placeholder"
      aria-hidden="true"
      aspectRatio={`${AD_IMAGE_WIDTH} / ${AD_IMAGE_HEIGHT}`}
      borderRadius="xl"
      bg="line"
    />
  );
}

/** The adverts' carousel; nothing at all when they could not be loaded. */
export function LazyAdCarousel({
  ads,
  failed,
  locale,
}: {
  ads: readonly Ad[] | undefined;
  failed: boolean;
  locale: Locale;
}) {
  if (failed) return null;
  if (!ads) return <AdCarouselPlaceholder />;
  return (
    <Suspense fallback={<AdCarouselPlaceholder />}>
      <AdCarouselChunk ads={ads} locale={locale} />
    </Suspense>
  );
}
