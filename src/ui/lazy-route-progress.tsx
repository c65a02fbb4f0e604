import { lazyView } from './lazy-view';

// The bar shows only while a later page loads, so its code can follow the first paint.
export const LazyRouteProgress = lazyView(() => import('./route-progress').then(({ RouteProgress }) => RouteProgress));
