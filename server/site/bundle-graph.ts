import { APP_CHUNKS } from '../../contract/first-load/app-chunks';

/** Reads a Vite manifest: which built files a page needs before it can show anything (the size benchmark counts them, the server preloads them). */
export interface ManifestChunk {
  file: string;
  /** A chunk the build's groups made is named for its group. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const APP_CHUNK_NAMES = new Set<string>(APP_CHUNKS.map((chunk) => chunk.name));

export interface LoadedFiles {
  js: Set<string>;
  css: Set<string>;
}

/** The home page's route file: the page with the first-load budget, shown with the start areas of the catalogue. */
export const HOME_ROUTE_FILE = 'src/routes/{-$locale}/index.tsx';

/** Which catalogue chunks a page waits for (the `{-$locale}` layout decides: the home page, its start areas). */
export function catalogueOfPage(routeFile: string): 'start' | 'all' {
  return routeFile === HOME_ROUTE_FILE ? 'start' : 'all';
}

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function addWithStaticImports(manifest: Manifest, key: string, into: LoadedFiles): void {
  const chunk = manifest[key];
  if (!chunk || into.js.has(chunk.file)) return;
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const imported of chunk.imports ?? []) addWithStaticImports(manifest, imported, into);
}

/** Manifest keys of a source file: itself and the router's code-split parts (`file.tsx?tsr-split=component`). */
export function keysOfSource(manifest: Manifest, sourceFile: string): string[] {
  return Object.keys(manifest).filter((key) => key === sourceFile || key.startsWith(`${sourceFile}?`));
}

/** What index.html itself names: each entry chunk with its static imports. */
export function filesOfHtml(manifest: Manifest): LoadedFiles {
  const loaded: LoadedFiles = { js: new Set(), css: new Set() };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithStaticImports(manifest, key, loaded);
  return loaded;
}

/**
 * What the first visit to a page downloads: the entry and the app it starts with their static imports, the split chunks of every
 * route in its chain, and the active locale's catalogue: its start chunk (src/i18n/catalogues/<locale>-start.ts)
 * and, unless the page shows with its start areas alone (`catalogue: 'start'`, the home page), the chunk with
 * the other areas (catalogues/<locale>.ts). An area a page loads on demand is not counted.
 */
export function filesLoadedFirst(
  manifest: Manifest,
  routeChainFiles: readonly string[],
  locale: string,
  catalogue: 'start' | 'all' = 'all',
): LoadedFiles {
  const loaded = filesOfHtml(manifest);
  // The entry (src/main.tsx) imports the app lazily, after the first paint, but always, in its start chunks.
  for (const [key, chunk] of Object.entries(manifest))
    if (APP_CHUNK_NAMES.has(chunk.name ?? '')) addWithStaticImports(manifest, key, loaded);
  for (const file of routeChainFiles)
    for (const key of keysOfSource(manifest, file)) addWithStaticImports(manifest, key, loaded);
  const chunks = catalogue === 'start' ? `${locale}-start` : `${locale}(-start)?`;
  const catalogueFile = new RegExp(`^src/i18n/catalogues/${chunks}\\.ts$`);
  for (const key of Object.keys(manifest)) if (catalogueFile.test(key)) addWithStaticImports(manifest, key, loaded);
  return loaded;
}
