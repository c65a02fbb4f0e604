import type { Ad, SystemInitData } from './calls/content';
import type { Locale } from './locales';

/** The id of the `<script type="application/json">` in which the server hands the SPA its page boot. */
export const PAGE_BOOT_ELEMENT_ID = 'page-boot';

/**
 * What the server puts into a page's HTML so the first paint waits on no chain of calls (issue 20): a signed
 * device fingerprint for a browser that has none yet; on the home and results pages the reply of system/init
 * (the airports their search box and search summary name); on the home page that of queryAdPicList, for the
 * carousel's first slide.
 */
export interface PageBoot {
  device: { dfp: string; token: string };
  systemInit?: SystemInitData;
  home?: { locale: Locale; adverts: Ad[] };
}
