import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildOutputPlugin } from './build-output-plugin';
import { titleKeyOf } from '../../contract/route-title-key';
import { ROUTE_TABLE_FILE, type PagesOfSite } from '../../server/site/route-table';
import { listRouteFiles, pageFiles, routeChain, routeIdOfFile, urlOfRouteFile } from '../route-files';

/**
 * The SPA's page URLs, without the locale prefix, in the spec's notation (`/serve/webView/:topicid?`), each
 * with the route files whose code shows it (the root, its layouts and itself) and its breadcrumbs' title keys.
 */
export function spaRouteTable(): PagesOfSite {
  const allFiles = listRouteFiles();
  const titleKeys = new Map(allFiles.map((file) => [file, titleKeyOf(routeIdOfFile(file))]));
  const pages = pageFiles(allFiles).map((file) => {
    const files = routeChain(file, allFiles);
    const crumbs = files.flatMap((chainFile) => titleKeys.get(chainFile) ?? []);
    return [urlOfRouteFile(file), { files, crumbs }] as const;
  });
  return Object.fromEntries(pages.sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes the route table into a build's folder (the tests' miniature sites get the real one too). */
export async function writeRouteTable(outDir: string): Promise<void> {
  await writeFile(resolve(outDir, ROUTE_TABLE_FILE), `${JSON.stringify({ routes: spaRouteTable() }, null, 1)}\n`);
}

/**
 * Writes the SPA's route table beside the build (`dist/route-table.json`), read from the same route files
 * the router plugin compiles, so the server can answer an address no page has with status 404, list the
 * pages in the sitemap, and draw and preload a page, without loading any of the SPA's code.
 */
export function routeTable(): Plugin {
  return buildOutputPlugin('route-table', 'writeBundle', writeRouteTable);
}
