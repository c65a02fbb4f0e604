import type { i18n as I18n } from 'i18next';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../../contract/locales';
import { loadRestOfCatalogue } from './i18n';

const hasArea = (i18n: I18n, language: string, area: string) =>
  i18n.getResource(language, 'translation', area) !== undefined;

/**
 * Whether an area of the catalogue is there yet. The first page may show with the start areas only
 * (catalogue-areas.ts); views that can wait for the rest (the footer, the side box) wait with this, asking
 * for the rest when idle if no one has yet (an unknown address shows its 404 without the locale layout that
 * would), and show once it arrives. Only these views listen for areas arriving (were every translated view to
 * re-render then, as react-i18next's bindI18nStore does, the home page would redo its whole tree), and they
 * show as a transition, which React renders in slices instead of one long task of a phone's main thread.
 */
export function useCatalogueArea(area: string): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [arrivedIn, setArrivedIn] = useState<string | undefined>(() =>
    hasArea(i18n, language, area) ? language : undefined,
  );
  useEffect(() => {
    const onAdded = () => {
      if (hasArea(i18n, language, area)) startTransition(() => setArrivedIn(language));
    };
    if (hasArea(i18n, language, area)) return void setArrivedIn(language);
    i18n.store.on('added', onAdded);
    loadRestOfCatalogue(i18n, toLocale(language) ?? DEFAULT_LOCALE);
    return () => i18n.store.off('added', onAdded);
  }, [i18n, language, area]);
  return arrivedIn === language && hasArea(i18n, language, area);
}
