import { useCatalogueArea } from '../../i18n/use-catalogue-area';
import { lazyView } from '../lazy-view';

// The footer sits under the page (which grows to fill the window), so it can arrive just after the first
// paint without moving anything above it: its code and the social accounts' QR popovers stay off the first load.
const SiteFooterView = lazyView(() => import('./site-footer').then(({ SiteFooter }) => SiteFooter));

/** The footer, once its words (the catalogue's frame area) are there: on the home page they follow the first paint. */
export function LazySiteFooter() {
  if (!useCatalogueArea('frame')) return null;
  return <SiteFooterView />;
}
