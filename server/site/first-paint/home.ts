import { SEARCH_CARD_HEIGHT } from '../../../contract/first-load/search-card-height';
import type { PageBoot } from '../../../contract/page-boot';
import { escapeHtml } from '../../shared/html-escape';
import type { FirstScreen } from './first-paint';

/**
 * Below the header, the home page's first screen: the search card's place and the carousel's first picture,
 * laid out as the SPA lays them out (features/home/home-page, lazy-search-box's placeholder,
 * carousel/ad-carousel). A phone shows them as soon as the HTML and that one picture have arrived.
 */
export function homeFirstScreen(home: NonNullable<PageBoot['home']>): FirstScreen {
  const hero = home.adverts[0];
  const picture = hero
    ? `<div class="fp-hero"><img src="${escapeHtml(hero.imageUrl)}" alt="" width="1200" height="400" fetchpriority="high"></div>`
    : '';
  const card = SEARCH_CARD_HEIGHT[home.locale];
  const cardHeights =
    `.fp-card{min-height:${card.base}px}@media (min-width:48em){.fp-card{min-height:${card.md}px}}` +
    `@media (min-width:64em){.fp-card{min-height:${card.lg}px}}`;
  return {
    body: `<div class="fp-main"><div class="fp-grid"><div class="fp-card">${CARD_SKELETON}</div>${picture}</div></div>`,
    style: STYLE + cardHeights,
  };
}

// The search card's form in outline: its tabs, the trip choices, two rows of fields, the passengers and the
// search button, in grey (the button in the brand's colour), until the form itself arrives.
const CARD_SKELETON =
  '<i class="fp-tabs"></i><i class="fp-row"></i><i class="fp-row fp-fields"></i><i class="fp-row fp-fields"></i>' +
  '<i class="fp-row fp-people"></i><i class="fp-button"></i>';

// The theme's values (ui/theme/system.ts: surface, brand.100; Chakra's breakpoints md 48em and lg 64em,
// radius xl 0.75rem, shadow lg) and the home page's own sizes in pixels.
const STYLE = [
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
  '@media (min-width:48em){.fp-grid{padding:24px 24px 0}.fp-card{padding:24px}}',
  '@media (min-width:64em){.fp-grid{grid-template-columns:440px minmax(0,1fr);gap:24px;align-items:stretch}.fp-hero img{height:100%;aspect-ratio:auto}}',
].join('');
