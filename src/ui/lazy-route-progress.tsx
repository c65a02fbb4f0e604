import { lazy, Suspense } from 'react';

// The bar shows only while a later page loads, so its code can follow the first paint.
const RouteProgressChunk = lazy(() => import('./route-progress').then(({ RouteProgress }) => ({ default: RouteProgress })));

export function LazyRouteProgress() {
  return (
    <Suspense fallback={null}>
      <RouteProgressChunk />
    </Suspense>
  );
}
