/**
 * `npm run bench:web`: what a phone gets, against the stack's floor, in one run (issue 20). Builds the site,
 * starts it with production settings (compressed, risk checks on) on PORT (default 5188) over a fresh PGlite,
 * builds and serves a bare React + Vite page (the floor), and runs Lighthouse (mobile, CPU 2×) on each page
 * (two of them logged in), median of BENCH_RUNS (3) rounds, each round measuring the floor first so both see
 * the same machine load.
 * Prints score, LCP, TBT, CLS and bytes, with the ratios to the floor; exits non-zero when a goal is missed.
 * Not part of `npm test`: on a shared machine the numbers move with the load (printed beside them).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { buildFloorPage } from './bench-web/floor-page';
import { lighthouseRun, median, type PageFigures } from './bench-web/lighthouse-run';
import { giveMemberATrip, signInOn } from './bench-web/sign-in';
import { startBuiltSite } from './bench-web/start-site';

const PORT = Number(process.env.PORT ?? 5188);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

const PAGES = [
  { name: 'home', path: () => '/', home: true },
  { name: 'en home', path: () => '/en', home: true },
  {
    name: 'results',
    path: () =>
      `/queryFlight?tripType=oneWay&origin=SJW&destination=CAN&departureDate=${tomorrow()}&adults=1&children=0&infants=0`,
    home: false,
  },
  { name: '/account', path: () => '/account', home: false },
  { name: '/flightStatus', path: () => '/flightStatus', home: false },
  { name: '/serve/delayProve', path: () => '/serve/delayProve', home: false },
  { name: '/member/home (logged in)', path: () => '/member/home', home: false, signedIn: true },
  { name: '/luggageInfo (logged in)', path: () => '/luggageInfo', home: false, signedIn: true },
] as const;

/**
 * Every page's content at the floor's pace: LCP at most 1.3× the floor's and under Core Web Vitals' 2.5 s,
 * CLS at most 0.05, score at least 0.95× the floor's; TBT at most 200 ms on home.
 */
const GOALS = { score: 0.95, lcp: 1.3, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function serveFloor(dir: string) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, preCompressed: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/` };
}

function medians(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return { score: of('score'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), bytes: of('bytes') };
}

function missedGoals(page: (typeof PAGES)[number], figures: PageFigures, floor: PageFigures): string[] {
  const missed: string[] = [];
  if (figures.score < GOALS.score * floor.score)
    missed.push(`score ${figures.score.toFixed(2)} < ${GOALS.score} × floor`);
  if (figures.lcpMs > GOALS.lcp * floor.lcpMs)
    missed.push(`LCP ${Math.round(figures.lcpMs)} ms > ${GOALS.lcp} × floor`);
  if (figures.lcpMs > GOALS.lcpMs) missed.push(`LCP over ${GOALS.lcpMs} ms`);
  if (page.home && figures.tbtMs > GOALS.tbtMs) missed.push(`TBT ${Math.round(figures.tbtMs)} ms > ${GOALS.tbtMs} ms`);
  if (figures.cls > GOALS.cls) missed.push(`CLS ${figures.cls.toFixed(3)} > ${GOALS.cls}`);
  return missed;
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const floorDir = await buildFloorPage();
  const floor = await serveFloor(floorDir);
  // Development tools give the logged-in pages' member a trip; they change nothing a visitor's page sends.
  const { url: site, server } = await startBuiltSite(PORT, { DEV_TOOLS: 'on' });
  await giveMemberATrip(site);
  const signIn = signInOn(site);
  const loads = [`at start ${load()}`];
  try {
    const runs = new Map<string, PageFigures[]>([
      ['floor', []],
      ...PAGES.map((page) => [page.name, []] as [string, PageFigures[]]),
    ]);
    for (let round = 1; round <= RUNS; round += 1) {
      runs.get('floor')!.push(await lighthouseRun(floor.url));
      for (const page of PAGES)
        runs.get(page.name)!.push(await lighthouseRun(site + page.path(), 'signedIn' in page ? signIn : undefined));
      loads.push(`after round ${round} ${load()}`);
      console.error(`round ${round} of ${RUNS} done (load ${load()})`);
    }
    const floorFigures = medians(runs.get('floor')!);
    const lines = [
      '| page | score | LCP ms | TBT ms | CLS | kB sent | score ÷ floor | LCP ÷ floor | TBT ÷ floor | goals |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    const row = (name: string, f: PageFigures, goals: string) =>
      `| ${name} | ${f.score.toFixed(2)} | ${Math.round(f.lcpMs)} | ${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${(f.bytes / 1024).toFixed(1)} | ${(f.score / floorFigures.score).toFixed(2)} | ${(f.lcpMs / floorFigures.lcpMs).toFixed(2)} | ${(f.tbtMs / Math.max(floorFigures.tbtMs, 1)).toFixed(1)} | ${goals} |`;
    lines.push(row('floor (bare React + Vite)', floorFigures, '–'));
    let failed = false;
    for (const page of PAGES) {
      const figures = medians(runs.get(page.name)!);
      const missed = missedGoals(page, figures, floorFigures);
      failed ||= missed.length > 0;
      lines.push(row(page.name, figures, missed.length ? `MISSED: ${missed.join('; ')}` : 'met'));
    }
    console.log(`Lighthouse ${RUNS}× (median), mobile preset, CPU 2×, ${new Date().toISOString()}`);
    console.log(lines.join('\n'));
    console.log(`load average (1, 5, 15 min): ${loads.join(' | ')}`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    await floor.app.close();
    rmSync(dirname(floorDir), { recursive: true, force: true });
  }
}

await main();
