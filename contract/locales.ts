/** The site's locales (spec 1): zhCn is the default and is never written in the path. */
export const LOCALES = ['zhCn', 'en', 'zhTw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zhCn';
export const LOCALE_COOKIE = 'i18n_redirected';

/** BCP 47 tags, for <html lang>, Accept-Language and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { zhCn: 'zh-CN', en: 'en', zhTw: 'zh-TW' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Any value that is not an allowed locale is ignored (spec 1). */
export function toLocale(value: unknown): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first === 'zh-tw' || first === 'zh-hk' || first.startsWith('zh-hant')) return 'zhTw';
  return DEFAULT_LOCALE;
}
