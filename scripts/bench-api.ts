/**
 * `npm run bench:api`: autocannon on loopback against a freshly seeded server (in-memory PGlite, or the
 * PostgreSQL at DATABASE_URL, migrated and seeded if empty), 10 and 50
 * connections, a few seconds each: the flight search, the fare calendar, a demo member's order list and a bare
 * Fastify route of the same server for reference (each line says what share of the bare route's rate it makes). The server runs in a worker thread of this process, so the load generator does not
 * share its event loop. Exits non-zero when the search's or the calendar's p99 at 10 connections is over its
 * goal or anything errored.
 */
import { ACCOUNT_CALLS } from '../contract/calls/account-calls';
import { CALLS } from '../contract/call-paths';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../server/modules/accounts/seed';
import { UNLIMITED_CALLS } from '../server/testing/unlimited-calls';
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 50] as const;
/** The p99 at 10 connections each target must stay within. */
const P99_GOALS_MS: Record<string, number> = { 'flight search': 50, 'fare calendar': 100 };
const BARE_PATH = '/bench/bare';
const SEARCH_PATH = '/mid_website/flight/queryFlightList';
const CALENDAR_PATH = '/proxy/hbhk-fare/v1/calendar/query';

interface ServerReady {
  port: number;
  databaseKind: string;
  routes: { origin: string; destination: string }[];
  headers: Record<string, string>;
  today: string;
}

type Request = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

interface Row {
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function startServer(): Promise<void> {
  const [
    { createApp },
    { systemClock },
    { loadConfig },
    { openDatabase },
    { seedIfEmpty },
    { ensureFlightsAhead },
    { routes },
  ] = await Promise.all([
    import('../server/app'),
    import('../server/clock'),
    import('../server/config'),
    import('../server/db/client'),
    import('../server/db/seed/index'),
    import('../server/flight-calendar/ensure-flights-ahead'),
    import('../server/db/schema/schedule'),
  ]);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  await seedIfEmpty(database.db, systemClock, { demoPeople: true });
  await ensureFlightsAhead(database.db, systemClock);
  const app = await createApp({
    database,
    clock: systemClock,
    config: loadConfig({ NODE_ENV: 'production', RISK_APP_CHECK: 'on', LOG_LEVEL: 'silent', ...UNLIMITED_CALLS }),
    distDir: 'no-site-in-bench',
  });
  app.get(BARE_PATH, async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const routeRows = await database.db.select({ origin: routes.origin, destination: routes.destination }).from(routes);
  parentPort!.postMessage({
    port,
    databaseKind: database.kind,
    routes: routeRows,
    headers: await deviceHeaders(port),
    today: new Date().toISOString().slice(0, 10),
  } satisfies ServerReady);
  parentPort!.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

/** The risk check answers a new device '003' with its dfp and token: the headers every benched call carries. */
async function deviceHeaders(port: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}${CALENDAR_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', channel: 'web' },
    body: '{}',
  });
  const reply = (await response.json()) as { adsCode?: string; adsData?: { dfp: string; token: string } };
  if (reply.adsCode !== '003' || !reply.adsData)
    throw new Error(`expected the risk check to register the bench device, got ${JSON.stringify(reply)}`);
  return { dfp: reply.adsData.dfp, token: reply.adsData.token, channel: 'web', deviceCode: 'bench-device' };
}

const formBody = (inJson: unknown) =>
  new URLSearchParams({
    json: JSON.stringify({
      in_json: inJson,
      common_para: { channel: 'web', version: '1.1.0', deviceCode: 'bench-device', userCode: '', jwtToken: '' },
    }),
  }).toString();

/** Logs the first demo member in on the bench device: the order list is a member's call. */
async function memberToken(ready: ServerReady): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${ready.port}${ACCOUNT_CALLS.loginByPassword}`, {
    method: 'POST',
    headers: { ...ready.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ account: DEMO_MEMBERS[0]!.mobile, password: DEMO_PASSWORD }),
  });
  const reply = (await response.json()) as { data?: { outcome?: string; user?: { jwtToken: string } } };
  if (reply.data?.outcome !== 'loggedIn' || !reply.data.user)
    throw new Error(`expected the demo member to log in, got ${JSON.stringify(reply)}`);
  return reply.data.user.jwtToken;
}

/** The order list's three tabs, first page, as the member's order page asks for them. */
function orderListRequests(ready: ServerReady, jwtToken: string): Request[] {
  return [1, 2, 3].map((tab) => ({
    method: 'POST',
    path: CALLS.orderList,
    headers: { ...ready.headers, jwtToken, 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ tab, pageNo: 1, pageSize: 10 }),
  }));
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Many routes and days, so the server cannot answer from one hot row. */
function searchRequests(ready: ServerReady): Request[] {
  return ready.routes.slice(0, 24).map((route, index) => {
    const inJson = {
      origin: route.origin,
      destination: route.destination,
      departureDate: addDays(ready.today, 1 + (index % 28)),
      adults: 1 + (index % 2),
    };
    return {
      method: 'POST',
      path: SEARCH_PATH,
      headers: { ...ready.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(inJson),
    };
  });
}

function calendarRequests(ready: ServerReady): Request[] {
  return ready.routes.slice(0, 24).map((route, index) => ({
    method: 'POST',
    path: CALENDAR_PATH,
    headers: { ...ready.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      origin: route.origin,
      destination: route.destination,
      month: addDays(ready.today, (index % 2) * 31).slice(0, 7),
    }),
  }));
}

/** A reply that is not the envelope's success counts as an error, as a refused call would for a user. */
async function measure(port: number, target: string, requests: Request[], connections: number): Promise<Row> {
  let refused = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: DURATION_SECONDS,
    requests: requests.map((request) => ({
      ...request,
      onResponse: (status: number, body: string) => {
        if (status !== 200 || !/"(resultCode":"0|code":"success|ok":true)/.test(body)) refused += 1;
      },
    })),
  });
  return {
    target,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + refused,
  };
}

function printTable(rows: Row[]): void {
  const bare = (connections: number) =>
    rows.find((row) => row.target === 'bare route' && row.connections === connections)!;
  const lines = rows.map((row) => {
    const ratio = row.requestsPerSecond / bare(row.connections).requestsPerSecond;
    return [
      row.target.padEnd(14),
      String(row.connections).padStart(5),
      String(row.requestsPerSecond).padStart(8),
      `${row.p50} ms`.padStart(8),
      `${row.p99} ms`.padStart(8),
      String(row.errors).padStart(7),
      `${(ratio * 100).toFixed(0)} %`.padStart(8),
    ].join('  ');
  });
  console.log(
    ['target'.padEnd(14), 'conns'.padStart(5), '   req/s', '     p50', '     p99', ' errors', ' of bare'].join('  '),
  );
  console.log(lines.join('\n'));
  // The ratios and tails issue 30's goal 3 tracks: a call's rate as a share of a bare route's, in the same run.
  for (const target of ['flight search', 'order list'])
    for (const connections of CONNECTIONS) {
      const row = rows.find((candidate) => candidate.target === target && candidate.connections === connections);
      if (row)
        console.log(
          `${target} / bare route at ${connections} connections: ${((row.requestsPerSecond / bare(connections).requestsPerSecond) * 100).toFixed(1)} %, p99 ${row.p99} ms`,
        );
    }
}

/** Issue 30's goals for this database: shares of the bare route's rate, and on PostgreSQL the search's p99 at 50. */
function issueGoals(rows: Row[], databaseKind: string): { text: string; met: boolean }[] {
  const share = (target: string, connections: number) =>
    rows.find((row) => row.target === target && row.connections === connections)!.requestsPerSecond /
    rows.find((row) => row.target === 'bare route' && row.connections === connections)!.requestsPerSecond;
  const shares: [string, number][] =
    databaseKind === 'pglite'
      ? [['flight search', 0.05]]
      : [
          ['flight search', 0.15],
          ['order list', 0.05],
        ];
  const goals = shares.flatMap(([target, goal]) =>
    CONNECTIONS.map((connections) => ({
      text: `${target} at ${connections} connections ${(share(target, connections) * 100).toFixed(1)} % of bare (goal ≥ ${goal * 100} %)`,
      met: share(target, connections) >= goal,
    })),
  );
  if (databaseKind === 'pglite') return goals;
  const tail = rows.find((row) => row.target === 'flight search' && row.connections === 50)!.p99;
  return [...goals, { text: `flight search p99 at 50 connections ${tail} ms (goal < 50 ms)`, met: tail < 50 }];
}

async function main(): Promise<void> {
  // tsx's loader is not inherited by workers: the worker registers it, then loads this file.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(bootstrap, { eval: true });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  // Other work on the machine moves every number: say how busy it was.
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Server on 127.0.0.1:${ready.port} with ${ready.databaseKind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL at DATABASE_URL'}, ${ready.routes.length} routes seeded; ${DURATION_SECONDS} s per run; ${availableParallelism()} cores, load ${load}\n`,
  );
  const targets: [string, Request[]][] = [
    ['bare route', [{ method: 'GET', path: BARE_PATH }]],
    ['flight search', searchRequests(ready)],
    ['fare calendar', calendarRequests(ready)],
    ['order list', orderListRequests(ready, await memberToken(ready))],
  ];
  // Warm up: JIT, the database's caches and the connection pool, so the first target is not penalised.
  await measure(ready.port, 'warm-up', [...searchRequests(ready), ...calendarRequests(ready)], 10);
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    for (const [target, requests] of targets) rows.push(await measure(ready.port, target, requests, connections));
  }
  worker.postMessage('stop');
  printTable(rows);
  const goals = Object.entries(P99_GOALS_MS).map(([target, goal]) => ({
    target,
    goal,
    p99: rows.find((row) => row.target === target && row.connections === 10)!.p99,
  }));
  const failures = [
    ...goals
      .filter(({ p99, goal }) => p99 > goal)
      .map(({ target, p99, goal }) => `${target} p99 ${p99} ms at 10 connections is over the ${goal} ms goal`),
    ...rows
      .filter((row) => row.errors > 0)
      .map((row) => `${row.target} at ${row.connections} connections: ${row.errors} errors`),
  ];
  const met = goals.map(({ target, p99, goal }) => `${target} p99 ${p99} ms ≤ ${goal} ms`).join(', ');
  console.log(
    failures.length
      ? `\nGoal missed:\n  ${failures.join('\n  ')}`
      : `\nGoals met: ${met} at 10 connections, no errors.`,
  );
  const issue = issueGoals(rows, ready.databaseKind);
  console.log(
    `\nIssue 30, goal 3:\n${issue.map((goal) => `  ${goal.met ? 'met   ' : 'missed'} ${goal.text}`).join('\n')}`,
  );
  process.exitCode = failures.length ? 1 : 0;
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  startServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
