import { LOCALES, type Locale } from '../contract/locales';
import { HOME_ROUTE_FILE } from '../server/site/bundle-graph';
import { urlOfRouteFile } from './route-files';

/**
 * The first-load budgets, in kB (1000 bytes) the server sends with `Accept-Encoding: br`: the page's HTML,
 * what it links, and the JavaScript, CSS and catalogue chunks its first visit loads. A phone on a slow
 * network waits for every byte of them before the page answers a tap.
 * Both rose on 2026-11-28, each time for main-thread time on every phone:
 * - the theme's reset, global and token CSS travels in the app's chunk (~3.5 kB), made by the build instead of
 *   by every phone (~70–100 ms; src/ui/theme/system.ts);
 * - the app comes in four chunks instead of one (~5.9 kB: brotli packs one large file better), each evaluated
 *   in a task of its own (a ~250 ms task gone at CPU 2×; contract/first-load/app-chunks.ts).
 */
export const HOME_BUDGET_KB = 172;
export const PAGE_BUDGET_KB = 257;

export function budgetOf(routeFile: string): number {
  return routeFile === HOME_ROUTE_FILE ? HOME_BUDGET_KB : PAGE_BUDGET_KB;
}

/** An address that opens the route's page: optional params left out, required ones filled with a placeholder. */
export function addressOf(routeFile: string, locale: Locale): string {
  const path = urlOfRouteFile(routeFile)
    .replace(/\/:\w+\?/g, '')
    .replace(/:\w+/g, '1');
  const prefix = locale === LOCALES[0] ? '' : `/${locale}`;
  return `${prefix}${path}`.replace(/(.)\/$/, '$1') || '/';
}

/** Same-origin files the HTML itself makes the browser fetch at once: scripts, stylesheets, preloads, icons. */
export function assetsLinkedBy(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<link') && !/\brel="(stylesheet|modulepreload|preload|icon)"/.test(tag)) continue;
    const address = /\b(?:src|href)="(\/[^"/][^"]*)"/.exec(tag)?.[1];
    if (address) found.add(address.replace(/^\//, ''));
  }
  return [...found];
}
