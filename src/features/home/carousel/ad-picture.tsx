import type { Ad } from '../../../../contract/calls/content';

/** The banners' intrinsic size: the attributes reserve the space before the image arrives (no layout shift). */
export const AD_IMAGE_WIDTH = 1200;
export const AD_IMAGE_HEIGHT = 400;

// Phones keep the banner's own shape; on wide screens it fills the height beside the search box, cropped at
// the sides, which are plain sky in the banners.
export const adPictureCss = {
  '& img': {
    display: 'block',
    width: '100%',
    height: { base: 'auto', lg: '100%' },
    aspectRatio: { base: `${AD_IMAGE_WIDTH} / ${AD_IMAGE_HEIGHT}`, lg: 'auto' },
    objectFit: 'cover',
    objectPosition: 'center',
  },
} as const;

/**
 * One banner's picture. The first is the page's largest paint: fetched at once and decoded before it shows
 * (a plain img: Chakra would turn width/height into CSS, and the attributes must stay).
 */
export function AdPicture({ ad, first, alt = ad.alt }: { ad: Ad; first: boolean; alt?: string }) {
  return (
    <img
      src={ad.imageUrl}
      alt={alt}
      width={AD_IMAGE_WIDTH}
      height={AD_IMAGE_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
