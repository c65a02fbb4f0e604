import { lazy, Suspense } from 'react';

// The footer sits under the page (which grows to fill the window), so it can arrive just after the first
// paint without moving anything above it: its code and the social accounts' QR popovers stay off the first load.
const SiteFooterChunk = lazy(() => import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })));

export function LazySiteFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooterChunk />
    </Suspense>
  );
}
