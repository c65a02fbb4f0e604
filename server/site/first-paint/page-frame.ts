import type { Locale } from '../../../contract/locales';
import { translate } from '../../i18n';
import { escapeHtml } from '../../shared/html-escape';
import type { FirstScreen } from './first-paint';

/**
 * Below the header, the frame every page but home shows first (ui/page-frame.tsx): its breadcrumbs, its
 * title and, when it has one, its lead; then what the page itself shows first, where the server can draw it
 * (a results page's search summary). The rest of the page is the SPA's to draw.
 */
export function pageFrameFirstScreen(
  locale: Locale,
  crumbKeys: readonly string[],
  page: { title: string; lead?: string },
  content?: FirstScreen,
): FirstScreen {
  const crumbs = [translate(locale, 'routes.home'), ...crumbKeys.map((key) => translate(locale, key))];
  const trail = crumbs.map((crumb, index) => `${index > 0 ? '<span>/</span>' : ''}<span>${escapeHtml(crumb)}</span>`);
  return {
    body:
      `<div class="fp-frame"><div class="fp-crumbs">${trail.join('')}</div>` +
      `<div class="fp-title">${escapeHtml(page.title)}</div>${page.lead ? `<p class="fp-lead">${escapeHtml(page.lead)}</p>` : ''}${content?.body ?? ''}</div>`,
    style: STYLE + (content?.style ?? ''),
  };
}

// The frame's sizes (ui/page-frame.tsx: max width 1200px, padding 4/6, breadcrumbs in sm and muted with gap 1
// and margin 3 below, the title in xl/2xl bold with margin 4 below; Chakra's breakpoint md 48em).
const STYLE = [
  '.fp-frame{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:16px}',
  '.fp-crumbs{display:flex;flex-wrap:wrap;gap:4px;font-size:14px;color:#5b6272;margin-bottom:12px}',
  '.fp-title{font-size:20px;font-weight:700;margin-bottom:16px}',
  '.fp-lead{font-size:16px;color:#5b6272;margin:-8px 0 16px}',
  '@media (min-width:48em){.fp-frame{padding:24px}.fp-title{font-size:24px}}',
].join('');
