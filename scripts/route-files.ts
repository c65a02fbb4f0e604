import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** TanStack Router file routes: which files are routes, their URL and the layout files above them. */
export const ROUTES_DIR = 'src/routes';

const ROUTE_FILE = /\.(tsx|ts)$/;
const NOT_A_ROUTE = /\.test\.|\.gen\./;

/** Every route file under src/routes, as 'src/routes/…' paths; '-x' files and folders are route-only helpers. */
export function listRouteFiles(dir: string = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-')) return [];
    const path = join(dir, entry.name).replaceAll('\\', '/');
    if (entry.isDirectory()) return listRouteFiles(path);
    return ROUTE_FILE.test(entry.name) && !NOT_A_ROUTE.test(entry.name) ? [path] : [];
  });
}

function segmentsOf(file: string): string[] {
  const relative = file.slice(ROUTES_DIR.length + 1).replace(ROUTE_FILE, '');
  return relative.split('/').flatMap((part) => part.split('.'));
}

/** The URL a route file answers, with the optional locale prefix left out: `/serve/webView/:topicid?`. */
export function urlOfRouteFile(file: string): string {
  const parts = segmentsOf(file)
    .filter((segment) => segment !== '{-$locale}' && segment !== 'index' && segment !== 'route' && segment !== '__root')
    .filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/_$/, ''))
    .map((segment) => segment.replace(/^\{-\$(\w+)\}$/, ':$1?').replace(/^\$(\w+)$/, ':$1'));
  return `/${parts.join('/')}`;
}

/** The router's id of a route file, as its `createFileRoute('…')` names it: `/{-$locale}/account/`; the root is `__root__`. */
export function routeIdOfFile(file: string): string {
  if (file.endsWith('__root.tsx')) return '__root__';
  const id = /createFileRoute\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!id) throw new Error(`${file} names no route (createFileRoute('…'))`);
  return id;
}

/** A layout is a route.tsx, or a file whose name is also a folder beside it (`checkIn.tsx` next to `checkIn/`). */
export function isLayoutFile(file: string, allFiles: readonly string[]): boolean {
  if (/\/route\.tsx?$/.test(file) || file.endsWith('__root.tsx')) return true;
  const folder = `${file.replace(ROUTE_FILE, '')}/`;
  return allFiles.some((other) => other.startsWith(folder));
}

/** The route files whose code runs when this one is shown: the root, every layout above it, and itself. */
export function routeChain(file: string, allFiles: readonly string[]): string[] {
  const folders = file
    .slice(ROUTES_DIR.length + 1)
    .split('/')
    .slice(0, -1);
  const chain: string[] = allFiles.filter((other) => other === `${ROUTES_DIR}/__root.tsx`);
  for (let depth = 1; depth <= folders.length; depth += 1) {
    const folder = `${ROUTES_DIR}/${folders.slice(0, depth).join('/')}`;
    const layouts = allFiles.filter(
      (other) => other === `${folder}/route.tsx` || other === `${folder}.tsx` || other === `${folder}/route.ts`,
    );
    chain.push(...layouts.filter((layout) => layout !== file));
  }
  chain.push(file);
  return chain;
}

/**
 * The pages: every route file but the layouts whose URL a page below them already answers (a folder's
 * `route.tsx` beside its `index.tsx`, a pathless `_group/route.tsx` under the page of its parent's URL).
 */
export function pageFiles(allFiles: readonly string[]): string[] {
  const leafUrls = new Set(allFiles.filter((file) => !isLayoutFile(file, allFiles)).map(urlOfRouteFile));
  return allFiles.filter((file) => !isLayoutFile(file, allFiles) || !leafUrls.has(urlOfRouteFile(file)));
}
