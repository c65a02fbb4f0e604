import { lazy, Suspense } from 'react';
import { useCatalogueArea } from '../../i18n/use-catalogue-area';
import type { MenuName } from './menu-content';

// The menus' panels stay closed until hovered: their lists (code and words, the catalogue's frame area)
// load just after the first paint, not with it.
const MenuContentChunk = lazy(() => import('./menu-content'));

export function LazyMenuContent({ menu }: { menu: MenuName }) {
  if (!useCatalogueArea('frame')) return null;
  return (
    <Suspense fallback={null}>
      <MenuContentChunk menu={menu} />
    </Suspense>
  );
}
