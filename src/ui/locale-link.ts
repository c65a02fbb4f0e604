import { useParams } from '@tanstack/react-router';
import { toLocale, type Locale } from '../../contract/locales';

/**
 * The locale path param for links. zhCn is an explicit undefined, not a missing key: the router keeps
 * params a link leaves out, so on an unmatched path like /no/such/page `{}` would keep the bogus 'no'.
 */
export function useLocaleParam(): { locale: Locale | undefined } {
  const { locale } = useParams({ strict: false }) as { locale?: string };
  const known = toLocale(locale);
  return { locale: known && known !== 'zhCn' ? known : undefined };
}

/** Prefixes an app path with the current locale, for plain anchors and window.open. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'zhCn' ? path : `/${locale}${path === '/' ? '' : path}`;
}
