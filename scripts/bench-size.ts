import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../contract/locales';
import { catalogueOfPage, filesLoadedFirst, HOME_ROUTE_FILE, type Manifest } from '../server/site/bundle-graph';
import { listRouteFiles, pageFiles, routeChain } from './route-files';
import { addressOf, assetsLinkedBy, budgetOf, HOME_BUDGET_KB, PAGE_BUDGET_KB } from './size-budget';

/**
 * `npm run bench:size`: the bytes the server sends on each page's first visit. Starts the built server
 * (server/main.ts, NODE_ENV=production, compression on) on the build in dist/ (made by `npm run build` or
 * `vite build`: this never builds, so CI measures the build its browser tests use), asks for each page in
 * each locale and for every file that first visit loads with `Accept-Encoding: br`, and adds up the body
 * bytes as they come over the wire. Over budget (size-budget.ts), it exits non-zero.
 */
const DIST = 'dist';
const manifestFile = join(DIST, '.vite', 'manifest.json');
if (!existsSync(join(DIST, 'index.html')) || !existsSync(manifestFile)) {
  console.error('No build in dist/ (or one without its manifest): run `npx vite build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

interface Sent {
  bytes: number;
  encoding: string;
  status: number;
}

/** One GET with `Accept-Encoding: br`, counting the body's bytes as sent (never decompressed). */
function fetchSent(origin: string, path: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    get(
      `${origin}/${path.replace(/^\//, '')}`,
      { headers: { 'accept-encoding': 'br', 'accept-language': 'zh-CN' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            bytes,
            encoding: response.headers['content-encoding'] ?? 'identity',
            status: response.statusCode ?? 0,
          }),
        );
      },
    ).on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airline-size-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEV_TOOLS: 'off',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) break;
    const ready = await fetchSent(`http://127.0.0.1:${port}`, '/readyz').then(
      (sent) => sent.status === 200,
      () => false,
    );
    if (ready) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('The server did not start.');
}

interface Row {
  page: string;
  budgetKb: number;
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  otherKb: number;
  totalKb: number;
}

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const stop = await startServer(port);
  const sentByFile = new Map<string, Promise<Sent>>();
  const uncompressed = new Set<string>();
  const sentKb = async (file: string) => {
    if (!sentByFile.has(file)) sentByFile.set(file, fetchSent(origin, file));
    const sent = await sentByFile.get(file)!;
    if (sent.status !== 200) throw new Error(`${file}: status ${sent.status}`);
    if (sent.encoding !== 'br' && sent.bytes > 1024) uncompressed.add(`${file} (${sent.encoding})`);
    return sent.bytes / 1000;
  };
  const sum = async (files: Iterable<string>) =>
    (await Promise.all([...files].map(sentKb))).reduce((total, kb) => total + kb, 0);

  const allFiles = listRouteFiles();
  async function measure(file: string, locale: Locale): Promise<Row> {
    const page = addressOf(file, locale);
    const html = await fetchSent(origin, page);
    const htmlText = await new Promise<string>((resolve) =>
      get(`${origin}${page}`, (response) => {
        let text = '';
        response
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => resolve(text));
      }),
    );
    const loaded = filesLoadedFirst(manifest, routeChain(file, allFiles), locale, catalogueOfPage(file));
    const others = assetsLinkedBy(htmlText).filter((asset) => !loaded.js.has(asset) && !loaded.css.has(asset));
    const [jsKb, cssKb, otherKb] = await Promise.all([sum(loaded.js), sum(loaded.css), sum(others)]);
    const htmlKb = html.bytes / 1000;
    return { page, budgetKb: budgetOf(file), htmlKb, jsKb, cssKb, otherKb, totalKb: htmlKb + jsKb + cssKb + otherKb };
  }

  try {
    const files = [HOME_ROUTE_FILE, ...pageFiles(allFiles).filter((file) => file !== HOME_ROUTE_FILE)];
    const rows: Row[] = [];
    for (const file of files) for (const locale of LOCALES) rows.push(await measure(file, locale));
    const home = rows.filter((row) => row.budgetKb === HOME_BUDGET_KB);
    const others = rows.filter((row) => row.budgetKb !== HOME_BUDGET_KB).sort((a, b) => b.totalKb - a.totalKb);
    const cell = (kb: number) => kb.toFixed(1).padStart(8);
    console.log(
      `\nFirst visit per page, kB sent with brotli (budget ${HOME_BUDGET_KB} kB for the home page, ${PAGE_BUDGET_KB} kB for every other page)\n`,
    );
    console.log(
      `${'page'.padEnd(40)} ${['HTML', 'JS', 'CSS', 'other', 'total', 'budget'].map((head) => head.padStart(8)).join(' ')}`,
    );
    for (const row of [...home, ...others.slice(0, 15)])
      console.log(
        `${row.page.padEnd(40)} ${[row.htmlKb, row.jsKb, row.cssKb, row.otherKb, row.totalKb].map(cell).join(' ')} ${String(row.budgetKb).padStart(8)}`,
      );
    console.log(
      `… ${others.length - Math.min(others.length, 15)} lighter pages (of ${rows.length} pages × locales measured)`,
    );
    if (uncompressed.size > 0) console.log(`\nSent without brotli: ${[...uncompressed].join(', ')}`);
    const over = rows.filter((row) => row.totalKb > row.budgetKb);
    if (over.length > 0) {
      console.error(
        `\nOver budget: ${over.map((row) => `${row.page} ${row.totalKb.toFixed(1)} kB > ${row.budgetKb} kB`).join(', ')}. \`npx tsx scripts/bundle-breakdown.ts <route file>\` says what the bytes are.`,
      );
      process.exitCode = 1;
      return;
    }
    const heaviest = others[0];
    console.log(
      `\nWithin budget: home page at most ${Math.max(...home.map((row) => row.totalKb)).toFixed(1)} kB, heaviest other page ${heaviest ? `${heaviest.page} ${heaviest.totalKb.toFixed(1)} kB` : '-'}.`,
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
