import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';

export type LocaleDecision =
  { kind: 'render'; locale: Locale } | { kind: 'redirect'; to: string; remember?: Locale } | { kind: 'notFound' };

export interface LocaleRequest {
  pathname: string;
  /** The first segment as the router took it for the optional {-$locale} param (undefined when a route matched without it). */
  localeParam: string | undefined;
  /** The remembered choice from the language cookie, if any. */
  cookie: string | undefined;
}

/**
 * Spec 1: zhCn lives unprefixed, en and zhTw under /en and /zhTw; anything else in the first segment
 * that is not a route is not a locale (a 404). An explicit /zhCn prefix is redirected away, and the
 * bare root follows a remembered en/zhTw choice.
 */
export function decideLocale({ pathname, localeParam, cookie }: LocaleRequest): LocaleDecision {
  if (localeParam !== undefined && !isLocale(localeParam)) return { kind: 'notFound' };
  if (localeParam === DEFAULT_LOCALE) {
    const rest = pathname.slice(`/${DEFAULT_LOCALE}`.length) || '/';
    return cookie === DEFAULT_LOCALE
      ? { kind: 'redirect', to: rest }
      : { kind: 'redirect', to: rest, remember: DEFAULT_LOCALE };
  }
  if (localeParam) return { kind: 'render', locale: localeParam };
  if (isBareRoot(pathname) && isLocale(cookie) && cookie !== DEFAULT_LOCALE)
    return { kind: 'redirect', to: `/${cookie}` };
  return { kind: 'render', locale: DEFAULT_LOCALE };
}

function isBareRoot(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** The same page in another language: /en/x ↔ /zhTw/x ↔ /x. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const [, first = '', ...rest] = pathname.split('/');
  const withoutLocale = isLocale(first) ? `/${rest.join('/')}` : pathname;
  const page = withoutLocale === '/' ? '' : withoutLocale;
  return target === DEFAULT_LOCALE ? page || '/' : `/${target}${page}`;
}
