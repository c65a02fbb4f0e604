import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../contract/locales';

/** The language the page is shown in (query keys carry it: the server answers in that language). */
export function useLocale(): Locale {
  return toLocale(useTranslation().i18n.language) ?? DEFAULT_LOCALE;
}
