import formBody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Call } from './calls/call';
import { handleError, registerCalls } from './calls/envelope-plugin';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { allCalls } from './modules/index';
import { registerStaticSite } from './static-site';

export interface AppDependencies {
  database: Database;
  clock: Clock;
  config: Config;
  logger?: FastifyBaseLogger;
  /** Where the built SPA is; without one the server answers the API only. */
  distDir?: string;
  calls?: readonly Call[];
}

/** Builds the whole server from its dependencies, so every test gets its own on a fresh database. */
export async function createApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1_048_576,
    trustProxy: deps.config.TRUST_PROXY.length > 0 ? deps.config.TRUST_PROXY : false,
  });
  await app.register(formBody);
  app.setErrorHandler(handleError);
  registerCalls(app, deps.calls ?? allCalls, { db: deps.database.db, clock: deps.clock, config: deps.config });
  await registerStaticSite(app, deps.distDir ?? 'dist');
  return app;
}
