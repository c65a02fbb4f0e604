import { useTranslation } from 'react-i18next';

/**
 * Whether an area of the catalogue is there yet. The home page shows with its start areas only
 * (catalogue-areas.ts); views that can wait for the rest (the footer, the side box) wait with this, and
 * show once it arrives: react-i18next re-renders them when resources are added.
 */
export function useCatalogueArea(area: string): boolean {
  const { i18n } = useTranslation();
  return i18n.getResource(i18n.language, 'translation', area) !== undefined;
}
