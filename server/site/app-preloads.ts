import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../contract/locales';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) read here. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/**
 * For every page but home: `<link rel=modulepreload>` of the app's chunk (which the entry imports only after
 * the first paint) and of the page's catalogue (its start and rest chunks, src/i18n/catalogues/), so the
 * browser fetches them with the HTML instead of one after the other, each a round trip on a phone's network.
 * Home has nothing of these: its first screen is in the HTML (home-first-paint.ts) and its banner goes first.
 */
export function loadAppPreloads(distDir: string): (locale: Locale) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const app = new Set<string>();
  for (const entry of Object.values(manifest).filter((chunk) => chunk.isEntry))
    for (const imported of entry.dynamicImports ?? []) withStaticImports(manifest, imported, app);
  const tags = Object.fromEntries(
    LOCALES.map((locale) => {
      const files = new Set(app);
      for (const part of [`${locale}-start`, locale])
        withStaticImports(manifest, `src/i18n/catalogues/${part}.ts`, files);
      return [locale, [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')];
    }),
  ) as Record<Locale, string>;
  return (locale) => tags[locale];
}
