import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { migrationStatus } from './db/migration-status';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * For a load balancer or an orchestrator: `/healthz` says the process answers (restart it when not);
 * `/readyz` says it can serve (send it traffic): the database answers and has every shipped migration.
 * Plain JSON, never cached, outside the spec's envelope and the risk checks.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get(HEALTH_PATHS.live, async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  app.get(HEALTH_PATHS.ready, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const migrations = await migrationStatus(db);
      const ready = migrations.applied >= migrations.expected;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'migrating', database: 'ok', migrations });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unavailable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
