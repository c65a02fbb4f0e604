import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../contract/locales';

type CatalogueModule = Promise<{ default: Record<string, unknown> }>;

// Only the active locale's catalogue is downloaded (one chunk each); the others load when the user switches.
const catalogues: Record<Locale, () => CatalogueModule> = {
  zhCn: () => import('./catalogues/zhCn'),
  zhTw: () => import('./catalogues/zhTw'),
  en: () => import('./catalogues/en'),
};

async function loadCatalogue(locale: Locale): Promise<Record<string, unknown>> {
  return (await catalogues[locale]()).default;
}

export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    interpolation: { escapeValue: false },
  });
  await ensureLocale(instance, locale);
  return instance;
}

/** Loads a locale's catalogue (once) and switches to it. */
export async function ensureLocale(instance: I18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadCatalogue(locale), true, true);
  }
  if (instance.language !== locale) await instance.changeLanguage(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}
