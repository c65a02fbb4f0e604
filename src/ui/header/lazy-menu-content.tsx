import { useCatalogueArea } from '../../i18n/use-catalogue-area';
import { lazyView } from '../lazy-view';
import type { MenuName } from './menu-content';

// The menus' panels stay closed until hovered: their lists (code and words, the catalogue's frame area)
// load just after the first paint, not with it.
const MenuContentView = lazyView(() => import('./menu-content').then(({ MenuContent }) => MenuContent));

export function LazyMenuContent({ menu }: { menu: MenuName }) {
  if (!useCatalogueArea('frame')) return null;
  return <MenuContentView menu={menu} />;
}
