import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../contract/locales';

// Only the active locale's catalogue is downloaded; the others load when the user switches.
const catalogues: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  zhCn: () => import('./locales/zhCn.json'),
  zhTw: () => import('./locales/zhTw.json'),
  en: () => import('./locales/en.json'),
};

export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLocale(instance, locale);
  return instance;
}

/** Loads a locale's catalogue (once) and switches to it. */
export async function ensureLocale(instance: I18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    const { default: catalogue } = await catalogues[locale]();
    instance.addResourceBundle(locale, 'translation', catalogue, true, true);
  }
  if (instance.language !== locale) await instance.changeLanguage(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}
