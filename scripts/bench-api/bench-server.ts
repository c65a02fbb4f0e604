import { UNLIMITED_CALLS } from '../../server/testing/unlimited-calls';
import { parentPort } from 'node:worker_threads';
import { BARE_PATH, type ServerReady, deviceHeaders } from './bench-calls';

/** The seeded server the benchmark loads, run in a worker thread so that it does not share the load generator's event loop. */
export async function startServer(): Promise<void> {
  const [
    { createApp },
    { systemClock },
    { loadConfig },
    { openDatabase },
    { seedIfEmpty },
    { ensureFlightsAhead },
    { routes },
  ] = await Promise.all([
    import('../../server/app'),
    import('../../server/clock'),
    import('../../server/config'),
    import('../../server/db/client'),
    import('../../server/db/seed/index'),
    import('../../server/flight-calendar/ensure-flights-ahead'),
    import('../../server/db/schema/schedule'),
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
