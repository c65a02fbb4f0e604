import { SEARCH_CARD_HEIGHT } from '../../contract/first-load/search-card-height';
import type { PageBoot } from '../../contract/page-boot';
import { translate } from '../i18n';
import { escapeHtml } from '../modules/risk/slider-page';

/**
 * The home page's first paint, written into its HTML: the header's mark and name, the search card's place and
 * the carousel's first picture, laid out as the SPA lays them out (ui/app-shell, ui/header/site-header,
 * features/home/home-page, lazy-search-box's placeholder, carousel/ad-carousel). A phone shows them as soon as
 * the HTML and that one picture have arrived, instead of after ~150 kB of script and a catalogue; React
 * replaces it all on its first commit. tests/e2e/first-paint.spec.ts holds the two layouts together (the
 * picture's box before and after the script, at a phone's width and a desktop's).
 * Hidden from assistive technology: it is a picture of the page for a second, and the page itself follows.
 */
export function homeFirstPaint(boot: PageBoot, styleNonce: string): { head: string; body: string } | undefined {
  if (!boot.home) return undefined;
  const hero = boot.home.adverts[0];
  const brand = escapeHtml(translate(boot.home.locale, 'shell.brand'));
  const picture = hero
    ? `<div class="fp-hero"><img src="${escapeHtml(hero.imageUrl)}" alt="" width="1200" height="400" fetchpriority="high"></div>`
    : '';
  const body =
    `<div class="fp" aria-hidden="true"><header class="fp-header"><div class="fp-bar">${MARK}<span>${brand}</span></div></header>` +
    `<div class="fp-main"><div class="fp-grid"><div class="fp-card">${CARD_SKELETON}</div>${picture}</div></div></div>`;
  const card = SEARCH_CARD_HEIGHT[boot.home.locale];
  const cardHeights =
    `.fp-card{min-height:${card.base}px}@media (min-width:48em){.fp-card{min-height:${card.md}px}}` +
    `@media (min-width:64em){.fp-card{min-height:${card.lg}px}}`;
  return { head: `<style nonce="${escapeHtml(styleNonce)}">${STYLE}${cardHeights}</style>`, body };
}

// The search card's form in outline: its tabs, the trip choices, two rows of fields, the passengers and the
// search button, in grey (the button in the brand's colour), until the form itself arrives.
const CARD_SKELETON =
  '<i class="fp-tabs"></i><i class="fp-row"></i><i class="fp-row fp-fields"></i><i class="fp-row fp-fields"></i>' +
  '<i class="fp-row fp-people"></i><i class="fp-button"></i>';

// The header's mark (ui/header/site-logo.tsx).
const MARK =
  '<svg width="36" height="36" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="currentColor"/>' +
  '<path d="M7 24c7-1 14-6 19-13 1 5-1 9-4 12 4 0 8-1 11-3-4 6-12 9-26 4z" fill="#fff"/></svg>';

// The theme's values (ui/theme/system.ts: ink, line, surface, brand.600, the body font; Chakra's breakpoints
// md 48em and lg 64em, radius xl 0.75rem, shadow lg) and the pages' own sizes in pixels.
const STYLE = [
  "body{margin:0;color:#1f2430;font-family:system-ui,-apple-system,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif}",
  '.fp-header{background:#fff;border-bottom:1px solid #dde1e8}',
  '.fp-bar{box-sizing:border-box;max-width:1200px;min-height:64px;margin:0 auto;padding:0 16px;display:flex;align-items:center;gap:8px;color:#b8232f}',
  '.fp-bar svg{display:block}',
  '.fp-bar span{font-weight:700;font-size:18px;letter-spacing:.025em;color:#1f2430;white-space:nowrap}',
  '.fp-main{background:#f5f6f8;min-height:100vh}',
  '.fp-grid{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:12px 12px 0;display:grid;grid-template-columns:minmax(0,1fr);gap:16px;align-items:start}',
  '.fp-card{background:#fff;border-radius:12px;box-shadow:0 10px 15px -3px rgba(0,0,0,.1),0 4px 6px -4px rgba(0,0,0,.1)}',
  '.fp-card{box-sizing:border-box;padding:16px;display:flex;flex-direction:column;gap:20px}',
  '.fp-card i{display:block;border-radius:8px;background:#f5f6f8;height:48px}',
  '.fp-card .fp-tabs{height:40px;background:linear-gradient(#f5f6f8,#f5f6f8) 0 100%/100% 2px no-repeat #fff}',
  '.fp-card .fp-row{height:40px}.fp-card .fp-fields{height:72px}.fp-card .fp-people{height:96px}',
  '.fp-card .fp-button{margin-top:auto;background:#f9dfe1}',
  '.fp-hero{border-radius:12px;overflow:hidden;background:#f5f6f8}',
  '.fp-hero img{display:block;width:100%;height:auto;aspect-ratio:1200/400;object-fit:cover;object-position:center}',
  '@media (min-width:48em){.fp-bar{padding:0 24px}.fp-grid{padding:24px 24px 0}.fp-card{padding:24px}}',
  '@media (min-width:64em){.fp-grid{grid-template-columns:440px minmax(0,1fr);gap:24px;align-items:stretch}.fp-hero img{height:100%;aspect-ratio:auto}}',
].join('');
