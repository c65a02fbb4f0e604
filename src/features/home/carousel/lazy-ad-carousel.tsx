import { Box } from '@chakra-ui/react';
import { lazyView } from '../../../ui/lazy-view';
import type { Ad } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH, AdPicture, adPictureCss } from './ad-picture';

// The carousel's code loads beside the adverts it shows (the home route's loader starts both), not before
// the first paint; until both are here a box of the banner's shape holds the place.
const loadAdCarousel = () => import('./ad-carousel');

export function preloadAdCarousel(): void {
  void loadAdCarousel();
}

/**
 * The banner's place while the carousel's code loads: its first picture as soon as the adverts are known (so
 * the page's largest paint, already drawn from the HTML, stays), else a box of the banner's shape.
 */
function AdCarouselPlaceholder({ first }: { first?: Ad }) {
  return (
    <Box
      data-testid="ad-carousel-placeholder"
      aria-hidden="true"
      aspectRatio={first ? undefined : `${AD_IMAGE_WIDTH} / ${AD_IMAGE_HEIGHT}`}
      h={{ lg: 'full' }}
      borderRadius="xl"
      overflow="hidden"
      bg={first ? 'surface' : 'line'}
      css={adPictureCss}
    >
      {first && <AdPicture ad={first} first alt="" />}
    </Box>
  );
}

const AdCarouselView = lazyView(
  () => loadAdCarousel().then(({ AdCarousel }) => AdCarousel),
  ({ ads }) => <AdCarouselPlaceholder first={ads[0]} />,
);

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
  return <AdCarouselView ads={ads} locale={locale} />;
}
