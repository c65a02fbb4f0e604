import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createApp } from './app';
import { startBackgroundJobs } from './background-jobs';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { ensureFlightsAhead } from './flight-calendar/ensure-flights-ahead';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Whether this instance seeded the database (of several starting together, exactly one does). */
  seeded: boolean;
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
  });
  const seeded = await database.whileStartingUp(async () => {
    const seededNow = await seedIfEmpty(database.db, clock);
    await ensureFlightsAhead(database.db, clock);
    return seededNow;
  });
  const app = await createApp({ database, clock, config, logger: options.logger });
  const stopJobs = startBackgroundJobs({ db: database.db, clock, logger: options.logger ?? app.log });
  await app.listen({ port: config.PORT, host: config.HOST });
  return {
    app,
    database,
    seeded,
    close: async () => {
      stopJobs();
      await app.close();
      await database.close();
    },
  };
}
