import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '../contract/locales';
import { catalogueOfPage, filesLoadedFirst, HOME_ROUTE_FILE, type LoadedFiles, type Manifest } from './bundle-graph';
import { gzipBytesPerOwner } from './bundle-owners';
import { listRouteFiles, pageFiles, routeChain, urlOfRouteFile } from './route-files';

// The home page's JavaScript must stay under this (gzip, kB of 1000 bytes as Vite prints them); a phone
// on a slow network waits for every byte of it before the first paint.
const HOME_JS_BUDGET_KB = 170;

// A separate output folder, so measuring never replaces a dist/ that a running server or test uses. Hidden
// source maps (no comment in the code, so the sizes are the served ones) say who the bytes belong to.
const outDir = mkdtempSync(join(tmpdir(), 'airline-bench-'));
const vite = join('node_modules', '.bin', 'vite');
const build = spawnSync(vite, ['build', '--manifest', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
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
  locale: Locale;
  loaded: LoadedFiles;
  jsKb: number;
  cssKb: number;
}

function measure(file: string, allFiles: string[], locale: Locale): Row {
  const loaded = filesLoadedFirst(manifest, routeChain(file, allFiles), locale, catalogueOfPage(file));
  const prefix = locale === 'zhCn' ? '' : `/${locale}`;
  return { page: `${prefix}${urlOfRouteFile(file)}`.replace(/(.)\/$/, '$1'), locale, loaded, jsKb: gzipKb(loaded.js), cssKb: gzipKb(loaded.css) };
}

// Libraries that only some pages need: on the home page's first load they mean a route file (validateSearch,
// beforeLoad) or a shell module imports them eagerly.
const LATER_PACKAGES = ['zod', 'xstate', '@xstate/react'];

/** The first-load app modules that import a library meant to load later, e.g. `zod ← src/x.ts`. */
function eagerImportsOfLaterPackages(row: Row): string[] {
  const appModules = gzipBytesPerOwner(outDir, row.loaded.js, true)
    .map(([owner]) => owner.replace(/\?.*$/, ''))
    .filter((owner) => /^(src|contract|machines)\/.*\.tsx?$/.test(owner) && existsSync(owner));
  return LATER_PACKAGES.flatMap((name) => {
    const importers = appModules.filter((module) => new RegExp(`from '${name}(/[^']*)?'`).test(readFileSync(module, 'utf8')));
    return importers.length > 0 ? [`${name} ← ${[...new Set(importers)].join(', ')}`] : [];
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;

/** What to cut first: the page's heaviest files, and the packages and app modules its bytes belong to. */
function printContributors(row: Row, detailed: boolean): void {
  const files = [...row.loaded.js].map((name) => ({ name, kb: gzipKb([name]) })).sort((a, b) => b.kb - a.kb);
  console.log(`\nHeaviest JS files of ${row.page} (gzip):\n${files.slice(0, 8).map(({ name, kb: size }) => `  ${size.toFixed(1).padStart(7)} kB  ${name}`).join('\n')}`);
  if (!detailed) return;
  const packages = gzipBytesPerOwner(outDir, row.loaded.js, false);
  console.log(`\nTop contributors (packages, and app folders; gzip shared out by minified bytes):\n${packages.slice(0, 20).map(([owner, bytes]) => `  ${kb(bytes)}  ${owner}`).join('\n')}`);
  const appModules = gzipBytesPerOwner(outDir, row.loaded.js, true).filter(([owner]) => /^(src|contract|machines)\//.test(owner));
  console.log(`\nHeaviest app modules:\n${appModules.slice(0, 15).map(([owner, bytes]) => `  ${kb(bytes)}  ${owner}`).join('\n')}`);
}

const allFiles = listRouteFiles();
const homeRows = LOCALES.map((locale) => measure(HOME_ROUTE_FILE, allFiles, locale));
const otherRows = pageFiles(allFiles)
  .filter((file) => file !== HOME_ROUTE_FILE)
  .map((file) => measure(file, allFiles, 'zhCn'))
  .sort((a, b) => b.jsKb - a.jsKb);

const ratio = (size: number) => (size / HOME_JS_BUDGET_KB).toFixed(2);
const line = (row: Row) => `${row.page.padEnd(44)} ${row.jsKb.toFixed(1).padStart(8)} ${row.cssKb.toFixed(1).padStart(8)} ${ratio(row.jsKb).padStart(7)}`;
console.log(`\nFirst load per page, gzip kB (budget: ${HOME_JS_BUDGET_KB} kB of JS for the home page)\n`);
console.log(`${'page'.padEnd(44)} ${'JS'.padStart(8)} ${'CSS'.padStart(8)} ${'ratio'.padStart(7)}`);
for (const row of [...homeRows, ...otherRows]) console.log(line(row));

const worstHome = homeRows.reduce((worst, row) => (row.jsKb > worst.jsKb ? row : worst));
const overBudget = worstHome.jsKb > HOME_JS_BUDGET_KB;
printContributors(worstHome, overBudget);
const eagerImports = eagerImportsOfLaterPackages(worstHome);
if (eagerImports.length > 0) console.log(`\nOn the home page's first load, though only other pages need them:\n${eagerImports.map((entry) => `  ${entry}`).join('\n')}`);
rmSync(outDir, { recursive: true, force: true });
if (overBudget) {
  console.error(`\nOver budget: the home page (${worstHome.page}) loads ${worstHome.jsKb.toFixed(1)} kB of JS, ratio ${ratio(worstHome.jsKb)}.`);
  process.exit(1);
}
console.log(`\nWithin budget: the home page loads at most ${worstHome.jsKb.toFixed(1)} kB of JS, ratio ${ratio(worstHome.jsKb)}.`);
