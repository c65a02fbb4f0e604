import { lazy, Suspense } from 'react';
import type { MenuName } from './menu-content';

// The menus' panels stay closed until hovered: their lists load just after the first paint, not with it.
const MenuContentChunk = lazy(() => import('./menu-content'));

export function LazyMenuContent({ menu }: { menu: MenuName }) {
  return (
    <Suspense fallback={null}>
      <MenuContentChunk menu={menu} />
    </Suspense>
  );
}
