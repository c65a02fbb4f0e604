import type { i18n as I18n } from 'i18next';
import { LOCALE_TAGS, type Locale } from '../../contract/locales';
import { createBlankI18n } from './blank-i18n';
import type { CatalogueParts } from './catalogue-areas';
import { assembleCatalogue } from '../../contract/catalogue-files';
import { addSiteFormats } from './format';

/** A catalogue chunk: its area files by path (assembled here, so the chunks share no code of their own). */
type CatalogueModule = Promise<{ default: Record<string, unknown> }>;
type CataloguePart = 'start' | 'rest';

// Only the active locale's catalogue is downloaded, the home page's start areas first (one chunk each); the
// other locales load when the user switches.
const catalogues: Record<Locale, Record<CataloguePart, () => CatalogueModule>> = {
  zhCn: { start: () => import('./catalogues/zhCn-start'), rest: () => import('./catalogues/zhCn') },
  zhTw: { start: () => import('./catalogues/zhTw-start'), rest: () => import('./catalogues/zhTw') },
  en: { start: () => import('./catalogues/en-start'), rest: () => import('./catalogues/en') },
};

const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds one part of a locale's catalogue to the instance, once however often it is asked for. */
function loadPart(instance: I18n, locale: Locale, part: CataloguePart): Promise<void> {
  const parts = loading.get(instance) ?? new Map<string, Promise<void>>();
  loading.set(instance, parts);
  const key = `${locale}:${part}`;
  if (!parts.has(key)) {
    const loaded = catalogues[locale][part]().then(
      // The parts hold disjoint areas, so a shallow add is enough; the module's objects are never changed, so
      // i18next need not copy them (its copy and deep merge of the rest cost a phone ~50 ms of blocked thread).
      ({ default: files }) =>
        void instance.addResourceBundle(locale, 'translation', assembleCatalogue(files), false, true, {
          silent: false,
          skipCopy: true,
        }),
    );
    // A failed download (offline) may be tried again by the next navigation.
    parts.set(
      key,
      loaded.catch((error: unknown) => {
        parts.delete(key);
        throw error;
      }),
    );
  }
  return parts.get(key)!;
}

export async function createI18n(locale: Locale, parts: CatalogueParts = 'all'): Promise<I18n> {
  const instance = await createBlankI18n(locale);
  // `{{amount, money}}` in every catalogue: one way to write a price (src/i18n/format.ts).
  addSiteFormats(instance);
  await ensureLocale(instance, locale, parts);
  return instance;
}

/** Loads a locale's catalogue (its start areas, or all of it) once and switches to it. */
export async function ensureLocale(instance: I18n, locale: Locale, parts: CatalogueParts = 'all'): Promise<void> {
  await Promise.all([
    loadPart(instance, locale, 'start'),
    parts === 'all' ? loadPart(instance, locale, 'rest') : undefined,
  ]);
  if (instance.language !== locale) await instance.changeLanguage(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}

/** The rest of the locale's catalogue, fetched once the home page is idle, so the next page finds it there. */
export function loadRestOfCatalogue(instance: I18n, locale: Locale): void {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  whenIdle(() => void loadPart(instance, locale, 'rest').catch(() => undefined));
}
