import type { Locale } from '../../../contract/locales';
import { translate } from '../../i18n';
import { escapeHtml } from '../../shared/html-escape';

// The header's mark (ui/header/site-logo.tsx).
const MARK =
  '<svg width="36" height="36" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="currentColor"/>' +
  '<path d="M7 24c7-1 14-6 19-13 1 5-1 9-4 12 4 0 8-1 11-3-4 6-12 9-26 4z" fill="#fff"/></svg>';

/** The site header's mark and name (ui/header/site-header.tsx), on every page's first paint. */
export function siteHeader(locale: Locale): string {
  return `<header class="fp-header"><div class="fp-bar">${MARK}<span>${escapeHtml(translate(locale, 'shell.brand'))}</span></div></header>`;
}

// The theme's values (ui/theme/system.ts: ink, line, brand.600, the body font; Chakra's breakpoint md 48em)
// and the header's own sizes in pixels.
export const SITE_HEADER_STYLE = [
  "body{margin:0;color:#1f2430;font-family:system-ui,-apple-system,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;line-height:1.5}",
  '.fp-header{background:#fff;border-bottom:1px solid #dde1e8}',
  '.fp-bar{box-sizing:border-box;max-width:1200px;min-height:64px;margin:0 auto;padding:0 16px;display:flex;align-items:center;gap:8px;color:#b8232f}',
  '.fp-bar svg{display:block}',
  '.fp-bar span{font-weight:700;font-size:18px;letter-spacing:.025em;color:#1f2430;white-space:nowrap}',
  '@media (min-width:48em){.fp-bar{padding:0 24px}}',
].join('');
