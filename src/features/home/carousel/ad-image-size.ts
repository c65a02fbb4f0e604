/** The banners' intrinsic size: the attributes reserve the space before the image arrives (no layout shift). */
export const AD_IMAGE_WIDTH = 1200;
export const AD_IMAGE_HEIGHT = 400;
