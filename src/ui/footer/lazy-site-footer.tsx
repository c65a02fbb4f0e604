import { lazy, Suspense } from 'react';
import { useCatalogueArea } from '../../i18n/use-catalogue-area';

// The footer sits under the page (which grows to fill the window), so it can arrive just after the first
// paint without moving anything above it: its code and the social accounts' QR popovers stay off the first load.
const SiteFooterChunk = lazy(() => import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })));

/** The footer, once its words (the catalogue's frame area) are there: on the home page they follow the first paint. */
export function LazySiteFooter() {
  if (!useCatalogueArea('frame')) return null;
  return (
    <Suspense fallback={null}>
      <SiteFooterChunk />
    </Suspense>
  );
}
