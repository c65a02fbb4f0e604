import { useCatalogueArea } from '../../i18n/use-catalogue-area';
import { lazyView } from '../lazy-view';
import { useInfoGroups } from '../use-info-groups';

// The footer sits under the page (which grows to fill the window), so it can arrive just after the first
// paint without moving anything above it: its code and the social accounts' QR popovers stay off the first load.
const SiteFooterView = lazyView(() => import('./site-footer').then(({ SiteFooter }) => SiteFooter));

/**
 * The footer, once its words (the catalogue's frame area; on the home page they follow the first paint) and
 * its list of info topics are there, so it shows whole instead of growing while a reader looks at it.
 */
export function LazySiteFooter() {
  const wordsArrived = useCatalogueArea('frame');
  const topicsSettled = !useInfoGroups().isPending;
  return wordsArrived && topicsSettled ? <SiteFooterView /> : null;
}
