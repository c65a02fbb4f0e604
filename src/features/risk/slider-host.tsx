import { useSyncExternalStore } from 'react';
import { SliderModal } from './slider-modal';
import type { SliderStore } from './slider-store';

/** Shows the oldest open slider request; the next one appears when it closes. */
export function SliderHost({ store }: { store: SliderStore }) {
  const requests = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const first = requests[0];
  return first ? <SliderModal key={first.url} request={first} /> : null;
}
