import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIXES } from '../contract/api-prefixes';
import { BUSY_CODE } from './calls/call-error';
import { failure, requestLocale } from './calls/envelope-plugin';
import { translate } from './i18n';

export const BUSY_RETRY_AFTER_SECONDS = 2;

const isCall = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '/';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/**
 * Bounds the calls in progress at once: past `depth`, a new call is answered at once with 503, Retry-After and
 * "busy, try again" in the caller's language, instead of joining a queue (the one PGlite, a pool of PostgreSQL
 * connections) where every caller's wait grows with it. Pages, assets and health checks are never turned away.
 */
export function registerLoadShedding(app: FastifyInstance, depth: number): void {
  let inProgress = 0;
  const counted = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (counted.delete(request)) inProgress -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isCall(request)) return;
    if (inProgress >= depth) {
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(failure(request.url, BUSY_CODE, translate(requestLocale(request), 'errors.busy')));
    }
    inProgress += 1;
    counted.add(request);
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
}
