import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Lifecycle } from './health';

/**
 * While draining, every reply carries `Connection: close`: a client (or proxy) that kept a connection
 * alive opens its next one afresh, to an instance its load balancer still finds ready, instead of finding
 * this one's connection closed under its request when the listener goes.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}

export interface Drainable {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** Stops the background jobs, closes the listener (idle connections at once) and the database. */
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise<'elapsed'>((resolve) => setTimeout(() => resolve('elapsed'), ms));

/**
 * SIGTERM: /readyz answers 503 at once while calls go on being served for the drain period, so the load
 * balancer takes the instance out before anything is refused; then the listener closes, idle keep-alive
 * connections with it, and calls in progress get up to `timeoutMs` to finish before their connections are
 * cut. Resolves true when everything closed in time. Each step is logged.
 */
export async function drainAndClose(
  server: Drainable,
  options: { drainMs: number; timeoutMs: number; logger: FastifyBaseLogger },
): Promise<boolean> {
  const { logger } = options;
  server.lifecycle.draining = true;
  logger.info(
    { drainSeconds: options.drainMs / 1000 },
    'shutdown: /readyz answers 503 now; serving on through the drain period',
  );
  await wait(options.drainMs);
  logger.info(
    { timeoutSeconds: options.timeoutMs / 1000 },
    'shutdown: drain over; closing the listener and idle connections, letting calls in progress finish',
  );
  const closed = server.close().then(() => 'closed' as const);
  if ((await Promise.race([closed, wait(options.timeoutMs)])) === 'closed') {
    logger.info('shutdown: closed cleanly');
    return true;
  }
  logger.warn('shutdown: calls still in progress after the timeout; cutting their connections');
  server.app.server.closeAllConnections();
  return false;
}
