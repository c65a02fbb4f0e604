import { DEFAULT_LOCALE, toLocale, type Locale } from './locales';

/**
 * The flows viewer's page (flows-viewer/, built beside the SPA): `/flows`, or `/{locale}/flows` (spec 1's
 * prefixes). The server (where it is on), the development server and the SPA's chart links agree on it here.
 */
export const FLOWS_VIEWER_PAGE = '/flows';

/** The viewer page's locale when the path is the viewer's page, else undefined. */
export function flowsViewerLocale(path: string): Locale | undefined {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (segments.length === 1 && `/${segments[0]}` === FLOWS_VIEWER_PAGE) return DEFAULT_LOCALE;
  if (segments.length === 2 && `/${segments[1]}` === FLOWS_VIEWER_PAGE) return toLocale(segments[0]);
  return undefined;
}

/** The viewer's address for a locale, opened at a machine of its registry (e.g. 'booking'). */
export function flowsViewerHref(locale: Locale, machine?: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${prefix}${FLOWS_VIEWER_PAGE}${machine ? `?machine=${encodeURIComponent(machine)}` : ''}`;
}
