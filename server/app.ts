import formBody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Call } from './calls/call';
import { handleError, registerCalls } from './calls/envelope-plugin';
import { devToolsOn } from './calls/dev-tools';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { allCalls, payables } from './modules/index';
import { createProviders, type Providers } from './providers/providers';
import { registerCompression } from './compression';
import { registerSecurityHeaders } from './security-headers';
import { registerHealth, type Lifecycle } from './health';
import { closeConnectionsWhileDraining } from './graceful-shutdown';
import { registerRequestMetrics, type Metrics } from './metrics/metrics';
import { registerLoadShedding } from './load-shedding';
import { registerOpenApi } from './openapi/openapi-route';
import { registerRateLimits } from './rate-limits';
import { registerStaticSite } from './static-site';
import { registerFlightStatusStream } from './modules/flight-ops/flight-status-stream';

export interface AppDependencies {
  database: Database;
  clock: Clock;
  config: Config;
  logger?: FastifyBaseLogger;
  /** Where the built SPA is; without one the server answers the API only. */
  distDir?: string;
  calls?: readonly Call[];
  /** SMS and mail; by default the ones the config names (server/providers/providers.ts). */
  providers?: Providers;
  /** Set on SIGTERM: /readyz turns 503 and replies close their connections (graceful-shutdown.ts). */
  lifecycle?: Lifecycle;
  /** Counts requests and refusals when given (start-server.ts serves them on METRICS_PORT). */
  metrics?: Metrics;
}

/** Builds the whole server from its dependencies, so every test gets its own on a fresh database. */
export async function createApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1_048_576,
    trustProxy: deps.config.TRUST_PROXY.length > 0 ? deps.config.TRUST_PROXY : false,
  });
  const lifecycle = deps.lifecycle ?? { draining: false };
  if (deps.metrics) registerRequestMetrics(app, deps.metrics);
  closeConnectionsWhileDraining(app, lifecycle);
  const load = registerLoadShedding(app, deps.config.BUSY_QUEUE_DEPTH);
  await registerCompression(app);
  registerSecurityHeaders(app);
  await app.register(formBody);
  app.setErrorHandler(handleError);
  registerHealth(app, { database: deps.database, clock: deps.clock, lifecycle, load });
  await registerRateLimits(app, { db: deps.database.db, config: deps.config, clock: deps.clock });
  const providers = deps.providers ?? createProviders(deps.database.db, deps.config, deps.clock);
  const calls = [...(deps.calls ?? allCalls), ...(await devCallsIfOn(deps.config))];
  registerOpenApi(app, calls, deps.config);
  registerCalls(app, calls, {
    db: deps.database.db,
    clock: deps.clock,
    config: deps.config,
    providers,
    payables,
  });
  registerFlightStatusStream(app, {
    db: deps.database.db,
    clock: deps.clock,
    intervalMs: deps.config.FLIGHT_STATUS_STREAM_INTERVAL_MS,
    maxStreams: deps.config.FLIGHT_STATUS_STREAMS_MAX,
    logger: app.log,
  });
  await registerStaticSite(app, {
    distDir: deps.distDir ?? 'dist',
    db: deps.database.db,
    config: deps.config,
    clock: deps.clock,
  });
  return app;
}

/** The development levers, loaded only when switched on: a deployed server never imports their code. */
async function devCallsIfOn(config: Config): Promise<readonly Call[]> {
  if (!devToolsOn(config)) return [];
  return (await import('./dev/dev-calls')).devCalls;
}
