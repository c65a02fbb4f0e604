/**
 * Each locale's catalogue is split into one file per area (locales/<locale>/<area>.json),
 * so areas grow without touching each other; a file's keys live under its area's name.
 */
export function assembleCatalogue(files: Record<string, unknown>): Record<string, unknown> {
  const catalogue: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const area = path
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    catalogue[area] = (content as { default?: unknown }).default ?? content;
  }
  return catalogue;
}
