import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '../contract/locales';
import { filesLoadedFirst, type Manifest } from './bundle-graph';
import { listRouteFiles, pageFiles, routeChain, urlOfRouteFile } from './route-files';

// The home page's JavaScript must stay under this (gzip, kB of 1000 bytes as Vite prints them); a phone
// on a slow network waits for every byte of it before the first paint.
const HOME_JS_BUDGET_KB = 170;
const HOME_FILE = 'src/routes/{-$locale}/index.tsx';

// A separate output folder, so measuring never replaces a dist/ that a running server or test uses.
const outDir = mkdtempSync(join(tmpdir(), 'airline-bench-'));
const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipSizes = new Map<string, number>();
function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
    bytes += gzipSizes.get(file)!;
  }
  return bytes / 1000;
}

interface Row {
  page: string;
  jsKb: number;
  cssKb: number;
}

function biggestFiles(file: string, allFiles: string[], count: number): string[] {
  const loaded = filesLoadedFirst(manifest, routeChain(file, allFiles), 'zhCn');
  return [...loaded.js]
    .map((name) => ({ name, kb: gzipKb([name]) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, count)
    .map(({ name, kb }) => `  ${kb.toFixed(1).padStart(7)} kB  ${name}`);
}

function measure(file: string, allFiles: string[], locale: Locale): Row {
  const loaded = filesLoadedFirst(manifest, routeChain(file, allFiles), locale);
  const prefix = locale === 'zhCn' ? '' : `/${locale}`;
  return { page: `${prefix}${urlOfRouteFile(file)}`.replace(/(.)\/$/, '$1'), jsKb: gzipKb(loaded.js), cssKb: gzipKb(loaded.css) };
}

const allFiles = listRouteFiles();
const homeRows = LOCALES.map((locale) => measure(HOME_FILE, allFiles, locale));
const otherRows = pageFiles(allFiles)
  .filter((file) => file !== HOME_FILE)
  .map((file) => measure(file, allFiles, 'zhCn'))
  .sort((a, b) => b.jsKb - a.jsKb);

const ratio = (kb: number) => (kb / HOME_JS_BUDGET_KB).toFixed(2);
const line = (row: Row) => `${row.page.padEnd(44)} ${row.jsKb.toFixed(1).padStart(8)} ${row.cssKb.toFixed(1).padStart(8)} ${ratio(row.jsKb).padStart(7)}`;
console.log(`\nFirst load per page, gzip kB (budget: ${HOME_JS_BUDGET_KB} kB of JS for the home page)\n`);
console.log(`${'page'.padEnd(44)} ${'JS'.padStart(8)} ${'CSS'.padStart(8)} ${'ratio'.padStart(7)}`);
for (const row of [...homeRows, ...otherRows]) console.log(line(row));

// What to cut first: the home page's heaviest files.
console.log(`\nHeaviest JS of the home page (gzip):\n${biggestFiles(HOME_FILE, allFiles, 8).join('\n')}`);
rmSync(outDir, { recursive: true, force: true });
const worstHome = homeRows.reduce((worst, row) => (row.jsKb > worst.jsKb ? row : worst));
if (worstHome.jsKb > HOME_JS_BUDGET_KB) {
  console.error(`\nOver budget: the home page (${worstHome.page}) loads ${worstHome.jsKb.toFixed(1)} kB of JS, ratio ${ratio(worstHome.jsKb)}.`);
  process.exit(1);
}
console.log(`\nWithin budget: the home page loads at most ${worstHome.jsKb.toFixed(1)} kB of JS, ratio ${ratio(worstHome.jsKb)}.`);
