import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/**
 * Who the bytes of built chunks belong to: every minified byte goes to the source module (or npm package)
 * its source-map segment names. Gzip kB per owner is the chunk's gzip size shared out by minified bytes
 * (gzip is not additive; close enough to rank).
 */
interface SourceMap {
  sources: string[];
  mappings: string;
}

/** `node_modules/@scope/name/…` → `@scope/name`; app files keep their path (or their folder without modules). */
export function ownerOf(source: string, keepModules: boolean): string {
  const root = process.cwd().replace(/^\//, '');
  const path = source
    .replace(/^(\.\.\/)+/, '')
    .replace(`${root}/`, '')
    .replace(/^\/?.*?node_modules\//, 'node_modules/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return keepModules ? path.replace(/^node_modules\//, '') : pkg[1]!;
  return keepModules ? path : path.split('/').slice(0, -1).join('/') || path;
}

/** Minified bytes per source file of one chunk, from its source map's segments (a segment runs to the next). */
export function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? lineLength;
      const source = segment.length > 1 ? map.sources[segment[1]!]! : '(unmapped)';
      bytes.set(source, (bytes.get(source) ?? 0) + Math.max(0, end - segment[0]));
    });
  });
  return bytes;
}

/** Gzip bytes per owner over built files (built with source maps beside them), heaviest first. */
export function gzipBytesPerOwner(
  outDir: string,
  files: Iterable<string>,
  keepModules: boolean,
): [owner: string, bytes: number][] {
  const owners = new Map<string, number>();
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  for (const file of files) {
    const code = readFileSync(join(outDir, file), 'utf8');
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    const mapFile = join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      add(`(no map) ${file}`, gzipBytes);
      continue;
    }
    const perSource = bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap);
    const mapped = [...perSource.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [source, bytes] of perSource) add(ownerOf(source, keepModules), (gzipBytes * bytes) / mapped);
  }
  return [...owners].sort((a, b) => b[1] - a[1]);
}
