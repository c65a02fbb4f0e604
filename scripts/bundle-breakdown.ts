import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { filesLoadedFirst, type Manifest } from './bundle-graph';
import { listRouteFiles, routeChain } from './route-files';

/**
 * What the first load of a page is made of: builds with source maps into a temp folder, then attributes
 * every minified byte of the page's first-load chunks to the source module (or npm package) it came from.
 * Gzip kB per module is the chunk's gzip size shared out by minified bytes (gzip is not additive; close enough
 * to rank). Usage: tsx scripts/bundle-breakdown.ts [route file] [locale] [--modules]
 */
const args = process.argv.slice(2);
const perModule = args.includes('--modules');
const [routeFile = 'src/routes/{-$locale}/index.tsx', locale = 'zhCn'] = args.filter((arg) => !arg.startsWith('--'));

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** `node_modules/@scope/name/…` → `@scope/name`; app files keep their path (or their folder without --modules). */
export function ownerOf(source: string, keepModules: boolean): string {
  const root = process.cwd().replace(/^\//, '');
  const path = source.replace(/^(\.\.\/)+/, '').replace(`${root}/`, '').replace(/^\/?.*?node_modules\//, 'node_modules/');
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

function main(): void {
  const outDir = mkdtempSync(join(tmpdir(), 'airline-breakdown-'));
  const vite = join('node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build', '--manifest', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const loaded = filesLoadedFirst(manifest, routeChain(routeFile, listRouteFiles()), locale);

  const owners = new Map<string, number>();
  const chunks: { file: string; gzipKb: number }[] = [];
  for (const file of loaded.js) {
    const code = readFileSync(join(outDir, file), 'utf8');
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    chunks.push({ file, gzipKb: gzipBytes / 1000 });
    const mapFile = join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      owners.set(`(no map) ${file}`, (owners.get(`(no map) ${file}`) ?? 0) + gzipBytes);
      continue;
    }
    const perSource = bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap);
    const mapped = [...perSource.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [source, bytes] of perSource) {
      const owner = ownerOf(source, perModule);
      owners.set(owner, (owners.get(owner) ?? 0) + (gzipBytes * bytes) / mapped);
    }
  }
  rmSync(outDir, { recursive: true, force: true });

  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipKb, 0);
  console.log(`\n${routeFile} (${locale}): ${chunks.length} JS files, ${total.toFixed(1)} kB gzip\n`);
  for (const chunk of chunks.sort((a, b) => b.gzipKb - a.gzipKb)) console.log(`${chunk.gzipKb.toFixed(1).padStart(7)}  ${chunk.file}`);
  console.log('\nby owner (gzip kB, shared out by minified bytes)\n');
  const ranked = [...owners].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 100);
  for (const [owner, bytes] of ranked) console.log(`${(bytes / 1000).toFixed(1).padStart(7)}  ${owner}`);
}

if (process.argv[1]?.endsWith('bundle-breakdown.ts')) main();
