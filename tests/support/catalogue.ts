import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../contract/locales';

// The browser tests expect the words the SPA shows: they read the same catalogue files it loads (and the flows
// viewer's, which it keeps beside it).
const cache = new Map<string, Record<string, unknown>>();
const FOLDERS = [join('contract', 'catalogues'), join('flows-viewer', 'locales')];

function area(locale: Locale, name: string): Record<string, unknown> {
  const file =
    FOLDERS.map((folder) => join(folder, locale, `${name}.json`)).find((path) => existsSync(path)) ??
    join(FOLDERS[0]!, locale, `${name}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  return cache.get(file)!;
}

/** The text of an i18n key (`area.x.y`) in a locale; throws on a missing key so a renamed key fails loudly. */
export function text(locale: Locale, key: string): string {
  const [areaName, ...path] = key.split('.');
  let value: unknown = area(locale, areaName!);
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text for ${key} in ${locale}`);
  return value;
}
