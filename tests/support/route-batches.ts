import { SPEC_ROUTES, type SpecRoute } from './spec-routes';

/**
 * The home page and every route of the spec, in batches of neighbours: a batch shares one browser page, so
 * the bundle loads once, and one login serves all of the batch's member pages.
 */
export function routeBatches(size: number): SpecRoute[][] {
  const routes: SpecRoute[] = [{ path: '/', titleKey: 'routes.home' }, ...SPEC_ROUTES];
  return Array.from({ length: Math.ceil(routes.length / size) }, (_, index) =>
    routes.slice(index * size, (index + 1) * size),
  );
}
