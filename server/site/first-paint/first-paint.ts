import type { PageBoot } from '../../../contract/page-boot';
import { escapeHtml } from '../../shared/html-escape';
import type { SitePath } from '../route-table';
import { homeFirstScreen } from './home';
import { pageFrameFirstScreen } from './page-frame';
import { hasSearchSummary, searchSummaryFirstScreen } from './search-summary';
import { SITE_HEADER_STYLE, siteHeader } from './site-header';

/** What a page shows below the header before its script has run, with the CSS that lays it out. */
export interface FirstScreen {
  body: string;
  style: string;
}

/** The chat window has no site frame of its own (routes/__root.tsx): nothing to draw before its script. */
const FRAMELESS_PAGES = new Set(['/chat']);

/**
 * A page's first paint, written into its HTML: the site header's mark and name, and below it the home page's
 * search card and first banner, or any other page's breadcrumbs, title and lead (and a results page's search
 * summary), laid out as the SPA lays them out.
 * A phone shows it as soon as the HTML has arrived, instead of after ~150 kB of script and a catalogue; React
 * replaces it on its first commit. tests/e2e/first-paint.spec.ts holds the two layouts together.
 * Hidden from assistive technology: it is a picture of the page for a second, and the page itself follows.
 */
export function firstPaint(
  page: { site: SitePath; query: Record<string, unknown>; boot: PageBoot; title: string | undefined; lead?: string },
  styleNonce: string,
): { head: string; body: string } | undefined {
  const { site, boot, title, lead } = page;
  const content =
    boot.systemInit && hasSearchSummary(site.route)
      ? searchSummaryFirstScreen(site.locale, page.query, boot.systemInit.airports)
      : undefined;
  const screen = boot.home
    ? homeFirstScreen(boot.home)
    : site.built && title && !FRAMELESS_PAGES.has(site.route ?? '')
      ? pageFrameFirstScreen(site.locale, site.built.crumbs, { title, lead }, content)
      : undefined;
  if (!screen) return undefined;
  return {
    head: `<style nonce="${escapeHtml(styleNonce)}">${SITE_HEADER_STYLE}${screen.style}</style>`,
    body: `<div class="fp" aria-hidden="true">${siteHeader(site.locale)}${screen.body}</div>`,
  };
}
