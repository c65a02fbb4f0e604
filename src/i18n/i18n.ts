import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../contract/locales';
import { assembleCatalogue } from './catalogue-files';

// Only the active locale's files are downloaded; the others load when the user switches.
const catalogueFiles: Record<Locale, Record<string, () => Promise<unknown>>> = {
  zhCn: import.meta.glob('./locales/zhCn/*.json'),
  zhTw: import.meta.glob('./locales/zhTw/*.json'),
  en: import.meta.glob('./locales/en/*.json'),
};

async function loadCatalogue(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(Object.entries(catalogueFiles[locale]).map(async ([path, load]) => [path, await load()] as const));
  return assembleCatalogue(Object.fromEntries(entries));
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
