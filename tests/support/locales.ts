import type { Locale } from '../../contract/locales';

/** Where each locale's home page lives: zhCn unprefixed (spec 1), the others under their own prefix. */
export const HOME_PATHS: Record<Locale, string> = { zhCn: '/', en: '/en', zhTw: '/zhTw' };

/** The path of a page in a locale: `/flightStatus` → `/en/flightStatus`. */
export function localePath(locale: Locale, path: string): string {
  return locale === 'zhCn' ? path : `/${locale}${path === '/' ? '' : path}`;
}
