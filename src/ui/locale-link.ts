import { useParams } from '@tanstack/react-router';
import { toLocale, type Locale } from '../../contract/locales';

/** The locale path param for links: undefined keeps zhCn unprefixed. */
export function useLocaleParam(): { locale?: Locale } {
  const { locale } = useParams({ strict: false }) as { locale?: string };
  const known = toLocale(locale);
  return known && known !== 'zhCn' ? { locale: known } : {};
}

/** Prefixes an app path with the current locale, for plain anchors and window.open. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'zhCn' ? path : `/${locale}${path === '/' ? '' : path}`;
}
