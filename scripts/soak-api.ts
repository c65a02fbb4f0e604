/**
 * `npm run soak:api`: does the server's memory come back after a load (issue 30, goal 5)? Starts the built
 * server (`npm run build` first) on PORT (default 5188) over the embedded database in DATA_DIR with production
 * settings; an empty DATA_DIR is seeded by a first start, so the measured one starts as a deployed instance
 * does. Then autocannon with SOAK_CONNECTIONS (50) for SOAK_SECONDS (180) on system/init and flight searches
 * over many routes and days, sampling the server's RSS every 10 s, then every 5 s once the load has gone, until
 * it is back within 10 % of its start or SETTLE_SECONDS (120) have passed. Then a burst at BURST_CONNECTIONS
 * (400) shows the queue bound: calls past BUSY_QUEUE_DEPTH get 503 instead of a p99 that runs away. Exits
 * non-zero when a call of the load failed, or the RSS is still over 10 % above its start at the end of the wait.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { timetableLegs } from '../server/db/seed/network';
import { UNLIMITED_CALLS } from '../server/testing/unlimited-calls';
import { deviceHeaders, formBody, searchRequests, type Request } from './bench-api/bench-calls';

const PORT = Number(process.env.PORT ?? 5188);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
// V8 gives the heap back when its memory reducer collects. Once the calls stop, that happens when it sees the
// allocation rate low, or at the latest ~100 s after the last full collection (its watchdog); 60 s sometimes
// measured before it had run.
const SETTLE_SECONDS = Number(process.env.SETTLE_SECONDS ?? 120);
/** Issue 30, goal 5: the RSS back within 10 % of where it started. */
const RSS_GOAL_OF_START = 1.1;
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const BURST_CONNECTIONS = Number(process.env.BURST_CONNECTIONS ?? 400);
const base = `http://127.0.0.1:${PORT}`;
const INIT_PATH = '/mid_website/system/init';

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const seconds = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 1000));
const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['build/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let tries = 0; tries < 180; tries += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return server;
    await seconds(1);
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready');
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** system/init and the flight search over the seeded network's routes on the next four weeks, alike to bench:api. */
async function soakRequests(): Promise<Request[]> {
  const headers = await deviceHeaders(PORT);
  const today = new Date().toISOString().slice(0, 10);
  const pairs = new Map(timetableLegs(new Date()).map((leg) => [`${leg.origin}-${leg.destination}`, leg]));
  const routes = [...pairs.values()].map(({ origin, destination }) => ({ origin, destination }));
  const ready = { port: PORT, databaseKind: 'pglite', routes, headers, today };
  const init: Request = {
    method: 'POST',
    path: INIT_PATH,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({}),
  };
  return [init, ...searchRequests(ready)];
}

/** The RSS every 5 s after the load, until it is within `goalMb` or SETTLE_SECONDS have passed. */
async function settle(pid: number, goalMb: number): Promise<{ after: number; waited: number }> {
  let waited = 0;
  let after = rssMb(pid);
  while (after > goalMb && waited < SETTLE_SECONDS) {
    await seconds(5);
    waited += 5;
    after = rssMb(pid);
  }
  return { after, waited };
}

const run = (connections: number, duration: number, requests: Request[]) =>
  autocannon({ url: base, connections, duration, requests });

async function main(): Promise<void> {
  const env = {
    ...process.env,
    ...UNLIMITED_CALLS,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.DATA_DIR ?? '/tmp/data-perf',
  };
  await stopServer(await startServer(env));
  const server = await startServer(env);
  try {
    const requests = await soakRequests();
    console.log(
      `soak: ${CONNECTIONS} connections for ${SECONDS} s on system/init and flight searches; load ${loadNow()}`,
    );
    const samples = [rssMb(server.pid!)];
    const sampler = setInterval(() => samples.push(rssMb(server.pid!)), 10_000);
    const soak = await run(CONNECTIONS, SECONDS, requests);
    clearInterval(sampler);
    const start = samples[0]!;
    const { after, waited } = await settle(server.pid!, start * RSS_GOAL_OF_START);
    console.log(`RSS (MB) every 10 s: ${samples.join(' ')}`);
    console.log(
      `requests/s ${Math.round(soak.requests.average)}, p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms, non-2xx ${soak.non2xx}, errors ${soak.errors}`,
    );
    console.log(
      `RSS: start ${start} MB, highest ${Math.max(...samples)} MB, ${waited} s after the load ${after} MB (${((after / start - 1) * 100).toFixed(1)} % of the start; goal ≤ 10 % within ${SETTLE_SECONDS} s)`,
    );
    const burst = await run(BURST_CONNECTIONS, 20, requests.slice(0, 1));
    console.log(
      `burst: ${BURST_CONNECTIONS} connections 20 s: requests/s ${Math.round(burst.requests.average)}, p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms, 503 busy ${burst.statusCodeStats?.['503']?.count ?? 0}, 200 ${burst.statusCodeStats?.['200']?.count ?? 0}`,
    );
    console.log(`load average at the end ${loadNow()}`);
    // A load that was answered with errors measured something else.
    process.exitCode = after > start * RSS_GOAL_OF_START || soak.non2xx > 0 || soak.errors > 0 ? 1 : 0;
  } finally {
    await stopServer(server);
  }
}

await main();
