import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../contract/locales';
import { filesLoadedFirst, filesOfHtml, type Manifest } from './bundle-graph';

/**
 * For every page but home: `<link rel=modulepreload>` of the app's chunk (which the entry imports only after
 * the first paint) and of the page's catalogue (its start and rest chunks, src/i18n/catalogues/), so the
 * browser fetches them with the HTML instead of one after the other, each a round trip on a phone's network.
 * The entry's own files are in the HTML already. Home has nothing of these: its first screen is in the HTML
 * (home-first-paint.ts) and its banner goes first.
 */
export function loadAppPreloads(distDir: string): (locale: Locale) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const inHtml = filesOfHtml(manifest).js;
  const tags = Object.fromEntries(
    LOCALES.map((locale) => {
      const files = [...filesLoadedFirst(manifest, [], locale).js].filter((f) => !inHtml.has(f));
      return [locale, files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')];
    }),
  ) as Record<Locale, string>;
  return (locale) => tags[locale];
}
