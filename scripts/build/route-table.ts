import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { listRouteFiles, pageFiles, urlOfRouteFile } from '../route-files';

export const ROUTE_TABLE_FILE = 'route-table.json';

/** The SPA's page URLs, without the locale prefix, in the spec's notation: `/serve/webView/:topicid?`. */
export function spaRouteTable(): string[] {
  return [...new Set(pageFiles(listRouteFiles()).map(urlOfRouteFile))].sort();
}

/**
 * Writes the SPA's route table beside the build (`dist/route-table.json`), read from the same route files
 * the router plugin compiles, so the server can answer an address no page has with status 404 and list the
 * pages in the sitemap without loading any of the SPA's code.
 */
export function routeTable(): Plugin {
  let outDir = 'dist';
  return {
    name: 'route-table',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await writeFile(resolve(outDir, ROUTE_TABLE_FILE), `${JSON.stringify({ routes: spaRouteTable() }, null, 1)}\n`);
    },
  };
}
