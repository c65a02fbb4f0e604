import { Flex } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { lazyView } from '../lazy-view';
import type { ToastStore } from './toast-store';

// The region is there from the first paint (a live region must exist before its content arrives to be
// announced); the toasts' own code loads with the first toast.
const ToastItem = lazyView(() => import('./toast-item').then(({ ToastItem }) => ToastItem));

/** The live region where toasts appear, top centre, above dialogs. */
export function ToastRegion({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <Flex
      direction="column"
      align="center"
      gap={2}
      position="fixed"
      top={4}
      insetX={4}
      zIndex={2000}
      pointerEvents="none"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </Flex>
  );
}
