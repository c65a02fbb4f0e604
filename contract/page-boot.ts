import type { Ad, SystemInitData } from './calls/content';
import type { Locale } from './locales';

/** The id of the `<script type="application/json">` in which the server hands the SPA its page boot. */
export const PAGE_BOOT_ELEMENT_ID = 'page-boot';

/**
 * What the server puts into a page's HTML so the first paint waits on no chain of calls (issue 20): a signed
 * device fingerprint for a browser that has none yet, and on the home page the replies of system/init and
 * queryAdPicList that the search box and the carousel's first slide need.
 */
export interface PageBoot {
  device: { dfp: string; token: string };
  home?: { locale: Locale; systemInit: SystemInitData; adverts: Ad[] };
}
