import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../../contract/locales';
import { loadRestOfCatalogue } from './i18n';

/**
 * Whether an area of the catalogue is there yet. The first page may show with the start areas only
 * (catalogue-areas.ts); views that can wait for the rest (the footer, the side box) wait with this, asking
 * for the rest when idle if no one has yet (an unknown address shows its 404 without the locale layout that
 * would), and show once it arrives: react-i18next re-renders them when resources are added.
 */
export function useCatalogueArea(area: string): boolean {
  const { i18n } = useTranslation();
  const arrived = i18n.getResource(i18n.language, 'translation', area) !== undefined;
  useEffect(() => {
    if (!arrived) loadRestOfCatalogue(i18n, toLocale(i18n.language) ?? DEFAULT_LOCALE);
  }, [arrived, i18n]);
  return arrived;
}
