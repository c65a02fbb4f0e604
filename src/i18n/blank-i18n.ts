import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../../contract/locales';

/**
 * An i18next instance bound to React, in the given language with the default one as its fallback, and no
 * catalogue yet: the site and the flows viewer each add their own catalogues to it.
 */
export async function createBlankI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    interpolation: { escapeValue: false },
  });
  return instance;
}
