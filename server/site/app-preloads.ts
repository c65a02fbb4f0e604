import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../contract/locales';
import { APP_PRELOADS_ELEMENT_ID } from '../../contract/first-load/app-preloads-element';
import { filesLoadedFirst, filesOfHtml, type Manifest } from './bundle-graph';

/** The preload tags of a page, from its language and its route chain's source files (route-table.ts). */
export type AppPreloads = (locale: Locale, routeFiles: readonly string[]) => string;

/**
 * For every page but home: `<link rel=modulepreload>` of the app's chunk (which the entry imports only after
 * the first paint), of the page's route chunks (which the router would find only after the app has started,
 * one layout after the other) and of the page's catalogue (its start and rest chunks, src/i18n/catalogues/),
 * so the browser fetches them at once instead of in waves, each a round trip on a phone's network.
 * They wait in a `<template>` until the entry has seen the first screen painted, and then start together
 * with the app: fetched with the HTML, they shared the phone's network with it and, finished first, held
 * its first paint in Lighthouse's reckoning (every request done before a paint is counted as its cost).
 * The entry's own files are in the HTML already. Home has none of these: its banner goes first.
 */
export function loadAppPreloads(distDir: string): AppPreloads {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const inHtml = filesOfHtml(manifest).js;
  const tagsOfPage = new Map<string, string>();
  return (locale, routeFiles) => {
    const key = `${locale} ${routeFiles.join(' ')}`;
    let tags = tagsOfPage.get(key);
    if (tags === undefined) {
      const files = [...filesLoadedFirst(manifest, routeFiles, locale).js].filter((f) => !inHtml.has(f));
      const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
      tags = links && `<template id="${APP_PRELOADS_ELEMENT_ID}">${links}</template>`;
      tagsOfPage.set(key, tags);
    }
    return tags;
  };
}
