import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { migrationStatus } from './db/migration-status';
import { storedOnce } from './db/stored-secret';
import type { CallLoad } from './load-shedding';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** What the process is doing with its life: set on SIGTERM (graceful-shutdown.ts), read by /readyz. */
export interface Lifecycle {
  draining: boolean;
}

/** A random id made the first time any instance starts on a database, so an operator can see who shares one. */
export const databaseIdentity = (database: Database, clock: Clock) =>
  storedOnce(database.db, 'database_id', clock.now(), () => randomUUID());

/**
 * For a load balancer or an orchestrator: `/healthz` says the process answers (restart it when not);
 * `/readyz` says it can serve (send it traffic): the database answers and has every shipped migration,
 * the process is not draining for a shutdown, and it is not turning calls away for being busy (so a balancer
 * sends the next ones to another instance). It reports the calls in progress, and names the database's kind and identity, so an
 * instance on a private embedded database stands out among those sharing a PostgreSQL.
 * Plain JSON, never cached, outside the spec's envelope and the risk checks.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; lifecycle: Lifecycle; load: CallLoad },
): void {
  const { database, lifecycle, load } = deps;
  app.get(HEALTH_PATHS.live, async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  app.get(HEALTH_PATHS.ready, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.draining) return reply.status(503).send({ status: 'draining', databaseKind: database.kind });
    const callsInProgress = load.callsInProgress();
    if (load.shedding())
      return reply.status(503).send({ status: 'busy', callsInProgress, databaseKind: database.kind });
    try {
      const migrations = await migrationStatus(database.db);
      const ready = migrations.applied >= migrations.expected;
      const databaseId = await databaseIdentity(database, deps.clock);
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'migrating',
        database: 'ok',
        databaseKind: database.kind,
        databaseId,
        migrations,
        callsInProgress,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unavailable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', databaseKind: database.kind });
    }
  });
}
