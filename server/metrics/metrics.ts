import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RiskError } from '../calls/call-error';
import type { Database } from '../db/client';

/**
 * The numbers an operator watches, in Prometheus' format: calls (per route, with status and latency),
 * background jobs (ticks and rows moved), the database pool and the risk engine's refusals. One registry
 * per instance of the app, so tests running several apps in one process count apart.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'airline_http_request_duration_seconds',
      help: 'Requests by route pattern, method and HTTP status, with their latency',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobTicks: new Counter({
      name: 'airline_job_ticks_total',
      help: 'Background job runs by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
    jobRowsMoved: new Counter({
      name: 'airline_job_rows_moved_total',
      help: 'Rows a background job changed (orders expired, refunds sent, points credited …)',
      labelNames: ['job'] as const,
      registers: [registry],
    }),
    riskRefusals: new Counter({
      name: 'airline_risk_refusals_total',
      help: "Calls the risk engine or a rate limit refused, by the spec's adsCode",
      labelNames: ['adsCode'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request by its route pattern (never the raw URL, so the label set stays small). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestSeconds.observe(
      { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof RiskError) metrics.riskRefusals.inc({ adsCode: error.adsCode });
  });
}

/** The PostgreSQL pool's connections, read at each scrape; PGlite has no pool. */
export function observeDatabasePool(metrics: Metrics, database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  const gauge = (name: string, help: string, read: (pool: ReturnType<NonNullable<Database['poolStats']>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('airline_db_pool_connections', 'Connections the pool holds to PostgreSQL', (pool) => pool.total);
  gauge('airline_db_pool_idle_connections', 'Pool connections waiting for work', (pool) => pool.idle);
  gauge('airline_db_pool_waiting_requests', 'Queries waiting for a free connection', (pool) => pool.waiting);
}
