import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createApp } from './app';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs';
import { createProviders } from './providers/providers';
import { systemClock, type Clock } from './clock';
import { demoPeopleOn, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { ensureFlightsAhead } from './flight-calendar/ensure-flights-ahead';
import type { Lifecycle } from './health';
import { createMetrics, observeDatabasePool, type Metrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { listenError } from './startup-error';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Whether this instance seeded the database (of several starting together, exactly one does). */
  seeded: boolean;
  lifecycle: Lifecycle;
  jobs: BackgroundJobs;
  metrics: Metrics;
  /** The metrics listener, when METRICS_PORT is set. */
  metricsServer?: FastifyInstance;
  close(): Promise<void>;
}

/**
 * One instance of the site: opens the database and, holding the start-up lock, migrates it, seeds it when
 * empty and adds the days of flights ahead; then serves on config's PORT and runs the background jobs.
 */
export async function startServer(
  config: Config,
  options: { clock?: Clock; logger?: FastifyBaseLogger } = {},
): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    connectSeconds: config.DATABASE_CONNECT_SECONDS,
    onRetry: (reason) => options.logger?.warn(`PostgreSQL not answering yet (${reason}); trying again`),
  });
  const seeded = await database.whileStartingUp(async () => {
    const seededNow = await seedIfEmpty(database.db, clock, { demoPeople: demoPeopleOn(config) });
    await ensureFlightsAhead(database.db, clock);
    return seededNow;
  });
  const lifecycle: Lifecycle = { draining: false };
  const metrics = createMetrics();
  observeDatabasePool(metrics, database);
  const app = await createApp({ database, clock, config, logger: options.logger, lifecycle, metrics });
  const jobs = startBackgroundJobs({
    db: database.db,
    clock,
    logger: options.logger ?? app.log,
    metrics,
    providers: createProviders(database.db, config, clock),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  });
  const closeAll = async (metricsServer?: FastifyInstance) => {
    jobs.stop();
    await Promise.all([app.close(), metricsServer?.close()]);
    await database.close();
  };
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await closeAll();
    throw listenError(config.HOST, config.PORT, error);
  }
  const metricsServer = await startMetricsServer(config, metrics, options.logger).catch(async (error: unknown) => {
    await closeAll();
    throw error;
  });
  return { app, database, seeded, lifecycle, jobs, metrics, metricsServer, close: () => closeAll(metricsServer) };
}
