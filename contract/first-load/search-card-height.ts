import type { Locale } from '../locales';

/**
 * The home page's search card height in pixels, per language and width (base, md from 48em, lg from 64em),
 * as the card lays out with the site's font. Both pictures of the card before its code arrives use it: the
 * server's first paint (server/site/first-paint/) and the SPA's placeholder (lazy-search-box.tsx), so
 * the banner below it on a phone does not move when the card arrives (tests/e2e/first-paint.spec.ts).
 */
export const SEARCH_CARD_HEIGHT: Record<Locale, { base: number; md: number; lg: number }> = {
  zhCn: { base: 611, md: 623, lg: 623 },
  zhTw: { base: 611, md: 623, lg: 623 },
  en: { base: 678, md: 623, lg: 690 },
};
