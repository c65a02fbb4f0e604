import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../contract/locales';
import { createBlankI18n } from '../src/i18n/blank-i18n';

/** The viewer's own words (locales/<locale>/flows.json); the flows' names follow on demand (view/flow-names-area.ts). */
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/flows.json', { import: 'default' });

/** An i18n instance with the viewer's catalogue in the page's language and the default one (the fallback). */
export async function createViewerI18n(locale: Locale): Promise<I18n> {
  const instance = await createBlankI18n(locale);
  await Promise.all(
    [...new Set([locale, DEFAULT_LOCALE])].map(async (language) => {
      const flows = await catalogues[`./locales/${language}/flows.json`]!();
      instance.addResourceBundle(language, 'translation', { flows }, true, true);
    }),
  );
  document.documentElement.lang = LOCALE_TAGS[locale];
  return instance;
}
