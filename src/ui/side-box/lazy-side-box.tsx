import { lazy, Suspense } from 'react';
import type { CustomerChat } from './side-box';

// The side box floats (position: fixed) over the page, so it can arrive after the first paint without
// moving anything: its code (and the QR popovers') stays off the first load.
const SideBoxChunk = lazy(() => import('./side-box').then(({ SideBox }) => ({ default: SideBox })));

export function LazySideBox({ chat }: { chat?: CustomerChat }) {
  return (
    <Suspense fallback={null}>
      <SideBoxChunk chat={chat} />
    </Suspense>
  );
}
