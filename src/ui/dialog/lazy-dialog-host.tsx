import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import type { DialogStore } from './dialog-store';

const DialogHostChunk = lazy(() => import('./dialog-host').then(({ DialogHost }) => ({ default: DialogHost })));

/** The dialogs' code (views, focus trap) loads with the first dialog a page opens, not with every page. */
export function LazyDialogHost({ store }: { store: DialogStore }) {
  const hasDialog = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length > 0);
  const opened = useRef(false);
  if (hasDialog) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <DialogHostChunk store={store} />
    </Suspense>
  );
}
