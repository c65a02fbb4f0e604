/**
 * `npm run soak:api`: is the server's memory growth under load a leak? Starts the built server (`npm run build`
 * first) on PORT (default 5188) with DATA_DIR, production settings, then runs autocannon with SOAK_CONNECTIONS
 * (50) for SOAK_SECONDS (600) on system/init and the flight search, sampling the server's RSS every 10 s.
 * The plateau is the median RSS of the middle third; a leak shows as the last samples climbing past it.
 * Then a burst at BURST_CONNECTIONS (400) shows the queue bound: calls past BUSY_QUEUE_DEPTH get 503
 * instead of a p99 that runs away. Exits non-zero when the final RSS is over 10 % above the plateau.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { UNLIMITED_CALLS } from '../server/testing/unlimited-calls';

const PORT = Number(process.env.PORT ?? 5188);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const BURST_CONNECTIONS = Number(process.env.BURST_CONNECTIONS ?? 400);
const base = `http://127.0.0.1:${PORT}`;
const INIT_PATH = '/mid_website/system/init';

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function waitForServer(): Promise<void> {
  for (let tries = 0; tries < 120; tries += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not become ready');
}

const CALL_BODY = new URLSearchParams({
  json: JSON.stringify({
    in_json: {},
    common_para: { channel: 'web', version: '1.1.0', deviceCode: 'soak', userCode: '', jwtToken: '' },
  }),
}).toString();

async function deviceHeaders(): Promise<Record<string, string>> {
  const reply = await fetch(`${base}${INIT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: CALL_BODY,
  });
  const body = (await reply.json()) as { adsData?: { dfp: string; token: string } };
  if (!body.adsData) throw new Error(`expected '003' with a device, got ${JSON.stringify(body)}`);
  return {
    dfp: body.adsData.dfp,
    token: body.adsData.token,
    channel: 'web',
    'content-type': 'application/x-www-form-urlencoded',
  };
}

function run(connections: number, duration: number, headers: Record<string, string>) {
  return autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'POST', path: INIT_PATH, headers, body: CALL_BODY }],
  });
}

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
  const server = spawn(process.execPath, ['build/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForServer();
    const headers = await deviceHeaders();
    console.log(
      `soak: ${CONNECTIONS} connections for ${SECONDS} s on ${INIT_PATH}; load average at start ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const samples: { second: number; rss: number }[] = [{ second: 0, rss: rssMb(server.pid!) }];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ second: Math.round((Date.now() - started) / 1000), rss: rssMb(server.pid!) }),
      10_000,
    );
    const soak = await run(CONNECTIONS, SECONDS, headers);
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const after = rssMb(server.pid!);
    const middle = samples
      .slice(Math.floor(samples.length / 3), Math.floor((2 * samples.length) / 3))
      .map((s) => s.rss)
      .sort((a, b) => a - b);
    const plateau = middle[Math.floor(middle.length / 2)] ?? after;
    const last = samples.at(-1)!.rss;
    console.log(`RSS (MB) every 10 s: ${samples.map((s) => s.rss).join(' ')}`);
    console.log(
      `requests/s ${Math.round(soak.requests.average)}, p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms, non-2xx ${soak.non2xx}, errors ${soak.errors}`,
    );
    console.log(
      `RSS: start ${samples[0]!.rss} MB, plateau (median of the middle third) ${plateau} MB, at the end of the load ${last} MB (${((last / plateau - 1) * 100).toFixed(1)} %), 10 s after ${after} MB`,
    );
    const burst = await run(BURST_CONNECTIONS, 20, headers);
    console.log(
      `burst: ${BURST_CONNECTIONS} connections 20 s: requests/s ${Math.round(burst.requests.average)}, p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms, 503 busy ${burst.statusCodeStats?.['503']?.count ?? 0}, 200 ${burst.statusCodeStats?.['200']?.count ?? 0}`,
    );
    console.log(
      `load average at the end ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    process.exitCode = last > plateau * 1.1 ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
