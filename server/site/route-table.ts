import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../contract/locales';

/** Written by the build (scripts/build/route-table.ts): the SPA's page URLs without the locale prefix. */
export const ROUTE_TABLE_FILE = 'route-table.json';

/** What the build knows of a page (scripts/build/route-table.ts). */
export interface BuiltPage {
  /** Its route chain's source files (`src/routes/…`: the root, the layouts, the page). */
  files: readonly string[];
  /** Its breadcrumbs' title keys (routes.json), as the SPA's page frame shows them. */
  crumbs: readonly string[];
}

/** Every page by its URL pattern. */
export type PagesOfSite = Readonly<Record<string, BuiltPage>>;

export interface SitePath {
  locale: Locale;
  /** The path without its locale prefix: `/member/home`. */
  page: string;
  /** The route pattern it matches, or undefined when no page of the SPA answers it. */
  route: string | undefined;
  /** What the build knows of the matched page; undefined when no page answers. */
  built: BuiltPage | undefined;
}

export interface RouteTable {
  routes: readonly string[];
  match(path: string): SitePath;
}

export function loadRouteTable(distDir: string): RouteTable {
  const file = join(distDir, ROUTE_TABLE_FILE);
  const routes = existsSync(file)
    ? ((JSON.parse(readFileSync(file, 'utf8')) as { routes?: PagesOfSite }).routes ?? {})
    : {};
  return createRouteTable(routes);
}

/** Matches `:name` as one segment and `:name?` as one segment or none, like the router's `$name` / `{-$name}`. */
function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  if (head.startsWith(':') && head.endsWith('?'))
    return matches(rest, segments) || (segments.length > 0 && matches(rest, segments.slice(1)));
  if (segments.length === 0) return false;
  if (head.startsWith(':')) return matches(rest, segments.slice(1));
  return head === segments[0] && matches(rest, segments.slice(1));
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

export function createRouteTable(pages: PagesOfSite): RouteTable {
  const routes = Object.keys(pages);
  const patterns = routes.map((route) => ({ route, segments: segmentsOf(route) }));
  return {
    routes,
    match(path) {
      let segments = segmentsOf(path).map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      });
      // en and zhTw lead the path (spec 1); a written-out zhCn is the SPA's to redirect away.
      const prefix = toLocale(segments[0]);
      const locale = prefix ?? DEFAULT_LOCALE;
      if (prefix) segments = segments.slice(1);
      const page = `/${segments.join('/')}`;
      const route = patterns.find((pattern) => matches(pattern.segments, segments))?.route;
      return { locale, page, route, built: route ? pages[route] : undefined };
    },
  };
}
