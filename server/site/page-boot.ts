import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '../../contract/page-boot';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { listAds } from '../modules/content/ads-and-agreements';
import { offerDevice } from '../modules/risk/device-offer';
import { escapeHtml } from '../shared/html-escape';
import { systemInit } from '../modules/system/system-init';
import { hasSearchSummary } from './first-paint/search-summary';
import type { SitePath } from './route-table';

export interface PageBootDeps {
  db: Db;
  config: Config;
  clock: Clock;
}

export async function pageBoot(deps: PageBootDeps, site: SitePath): Promise<PageBoot> {
  const now = deps.clock.now();
  const device = await offerDevice(deps.db, deps.config, now);
  if (hasSearchSummary(site.route)) return { device, systemInit: await systemInit(deps.db, deps.config, now) };
  if (site.route !== '/') return { device };
  const [init, adverts] = await Promise.all([
    systemInit(deps.db, deps.config, now),
    listAds(deps.db, site.locale, 'home'),
  ]);
  return { device, systemInit: init, home: { locale: site.locale, adverts } };
}

/**
 * The boot as head tags: the data in a JSON script (never run, so the CSP has nothing to say; `<` escaped so
 * no text in it can close the element), and the carousel's first picture preloaded at high priority: it is
 * the page's largest paint, and otherwise found only after the scripts and the carousel's chunk have loaded.
 */
export function pageBootTags(boot: PageBoot): string {
  const json = JSON.stringify(boot).replaceAll('<', '\\u003c');
  const hero = boot.home?.adverts[0];
  const preload = hero
    ? `<link rel="preload" as="image" href="${escapeHtml(hero.imageUrl)}" fetchpriority="high">`
    : '';
  return `${preload}<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${json}</script>`;
}
