import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogueOfPage, filesLoadedFirst, HOME_ROUTE_FILE, type Manifest } from '../server/site/bundle-graph';
import { gzipBytesPerOwner } from './bundle-owners';
import { listRouteFiles, routeChain } from './route-files';

/**
 * What the first load of a page is made of: builds with source maps into a temp folder, then attributes
 * every minified byte of the page's first-load chunks to the source module (or npm package) it came from.
 * Usage: tsx scripts/bundle-breakdown.ts [route file] [locale] [--modules]
 */
const args = process.argv.slice(2);
const perModule = args.includes('--modules');
const [routeFile = HOME_ROUTE_FILE, locale = 'zhCn'] = args.filter((arg) => !arg.startsWith('--'));

function main(): void {
  const outDir = mkdtempSync(join(tmpdir(), 'airline-breakdown-'));
  const vite = join('node_modules', '.bin', 'vite');
  const build = spawnSync(
    vite,
    ['build', '--manifest', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const loaded = filesLoadedFirst(
    manifest,
    routeChain(routeFile, listRouteFiles()),
    locale,
    catalogueOfPage(routeFile),
  );
  const chunks = [...loaded.js].map((file) => ({
    file,
    gzipKb: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1000,
  }));
  const owners = gzipBytesPerOwner(outDir, loaded.js, perModule);
  rmSync(outDir, { recursive: true, force: true });

  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipKb, 0);
  console.log(`\n${routeFile} (${locale}): ${chunks.length} JS files, ${total.toFixed(1)} kB gzip\n`);
  // Chunks are named by hash alone (vite.config.ts): the manifest says what each holds.
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));
  for (const chunk of chunks.sort((a, b) => b.gzipKb - a.gzipKb))
    console.log(`${chunk.gzipKb.toFixed(1).padStart(7)}  ${chunk.file}  ${sourceOf.get(chunk.file) ?? ''}`);
  console.log('\nby owner (gzip kB, shared out by minified bytes)\n');
  for (const [owner, bytes] of owners.filter(([, bytes]) => bytes >= 100))
    console.log(`${(bytes / 1000).toFixed(1).padStart(7)}  ${owner}`);
}

main();
