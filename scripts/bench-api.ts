/**
 * `npm run bench:api`: autocannon on loopback against a freshly seeded server (in-memory PGlite, or the
 * PostgreSQL at DATABASE_URL, migrated and seeded if empty), 10 and 50
 * connections, a few seconds each: the flight search, the fare calendar, a demo member's order list and a bare
 * Fastify route of the same server for reference (each line says what share of the bare route's rate it makes). The server runs in a worker thread of this process, so the load generator does not
 * share its event loop. Exits non-zero when the search's or the calendar's p99 at 10 connections is over its
 * goal or anything errored. The server's side is in bench-api/bench-server.ts, the calls in bench-calls.ts, the runs
 * and their table in bench-measure.ts.
 */
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';
import {
  BARE_PATH,
  type ServerReady,
  type Request,
  memberToken,
  orderListRequests,
  searchRequests,
  calendarRequests,
} from './bench-api/bench-calls';
import { startServer } from './bench-api/bench-server';
import {
  DURATION_SECONDS,
  CONNECTIONS,
  P99_GOALS_MS,
  type Row,
  measure,
  printTable,
  issueGoals,
} from './bench-api/bench-measure';

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
