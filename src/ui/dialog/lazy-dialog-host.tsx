import { useState, useSyncExternalStore } from 'react';
import { lazyView } from '../lazy-view';
import type { DialogStore } from './dialog-store';

const DialogHostView = lazyView(() => import('./dialog-host').then(({ DialogHost }) => DialogHost));

/** The dialogs' code (views, focus trap) loads with the first dialog a page opens, not with every page. */
export function LazyDialogHost({ store }: { store: DialogStore }) {
  const hasDialog = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length > 0);
  // Once loaded, the host stays mounted so the next dialog opens at once.
  const [opened, setOpened] = useState(false);
  if (hasDialog && !opened) setOpened(true);
  if (!hasDialog && !opened) return null;
  return <DialogHostView store={store} />;
}
