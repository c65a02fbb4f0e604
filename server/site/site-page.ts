import { LOCALE_TAGS, type Locale } from '../../contract/locales';
import { escapeHtml } from '../shared/html-escape';

export const CSP_NONCE_META = 'csp-nonce';

export interface SitePageInput {
  locale: Locale;
  /** This reply's style nonce: Emotion's cache reads it from the meta tag and puts it on its <style> elements. */
  styleNonce: string;
  /** The page's <title> in its language (the SPA keeps it up to date after that). */
  title?: string;
  /** Further tags for <head> (already escaped HTML). */
  head?: string;
  /** What the page shows before its script runs, inside the SPA's root element (already escaped HTML). */
  firstPaint?: string;
}

/**
 * The SPA's index.html for one request: its `lang`, title, description and language alternates in the reader's language from the first byte (the SPA
 * would set it only after its script ran), and this reply's style nonce. The build's file is the template.
 */
export function renderSitePage(template: string, input: SitePageInput): string {
  const tags = `<meta name="${CSP_NONCE_META}" content="${escapeHtml(input.styleNonce)}">${input.head ?? ''}`;
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[input.locale]}"`)
    .replace('</head>', `${tags}</head>`)
    .replace('<div id="app"></div>', `<div id="app">${input.firstPaint ?? ''}</div>`);
  return input.title ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(input.title)}</title>`) : html;
}
