import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../../contract/locales';

/**
 * The catalogue area `flowNames` (flows-viewer/locales/<locale>/flowNames.json: the names of every flow's states
 * and events) loads here, for the page's language and the fallback one, once per i18n instance.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/flowNames.json', { import: 'default' });
const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

function loadArea(i18n: I18n, locale: string): Promise<void> {
  const known = loading.get(i18n) ?? new Map<string, Promise<void>>();
  loading.set(i18n, known);
  if (!known.has(locale)) {
    const file = files[`../locales/${locale}/flowNames.json`];
    const loaded = file
      ? file().then((names) => void i18n.addResourceBundle(locale, 'translation', { flowNames: names }, true, true))
      : Promise.resolve();
    // A failed download (offline) may be tried again on the next visit.
    known.set(
      locale,
      loaded.catch(() => void known.delete(locale)),
    );
  }
  return known.get(locale)!;
}

/** Whether the names of the flows are there in the page's language; asks for them when not. */
export function useFlowNamesArea(): boolean {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const arrived = () => i18n.getResource(locale, 'translation', 'flowNames') !== undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let current = true;
    void Promise.all([loadArea(i18n, locale), loadArea(i18n, DEFAULT_LOCALE)]).then(
      () => current && setLoaded((count) => count + 1),
    );
    return () => {
      current = false;
    };
  }, [i18n, locale]);
  return arrived();
}
