import { useCatalogueArea } from '../../i18n/use-catalogue-area';
import { lazyView } from '../lazy-view';
import type { CustomerChat } from './side-box';

// The side box floats (position: fixed) over the page, so it can arrive after the first paint without
// moving anything: its code (and the QR popovers') stays off the first load.
const SideBoxView = lazyView(() => import('./side-box').then(({ SideBox }) => SideBox));

/** The side box, once its words (the catalogue's frame area) are there: on the home page they follow the first paint. */
export function LazySideBox({ chat }: { chat?: CustomerChat }) {
  if (!useCatalogueArea('frame')) return null;
  return <SideBoxView chat={chat} />;
}
