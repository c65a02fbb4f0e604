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

/** What /readyz reads: the calls in progress now, and whether a new one would be turned away. */
export interface CallLoad {
  callsInProgress(): number;
  shedding(): boolean;
}

/**
 * Bounds the calls in progress at once: past `depth`, a new call is answered at once with 503, Retry-After and
 * "busy, try again" in the caller's language, instead of joining a queue (the one PGlite, a pool of PostgreSQL
 * connections) where every caller's wait grows with it. Pages, assets and health checks are never turned away.
 *
 * A call gives its place back exactly once, when its response or its connection closes, whichever comes first.
 * Node emits 'close' on every response that reached the wire, finished or not (a response pipelined behind
 * another on a connection that drops never does, hence the connection's own 'close'), whereas Fastify's onResponse waits for 'finish' (never emitted when the client left before
 * the reply was written out) and onRequestAbort only fires while the request body was still arriving: a count
 * kept with those two alone crept up with every client that walked away, until every call was refused.
 */
export function registerLoadShedding(app: FastifyInstance, depth: number): CallLoad {
  let inProgress = 0;
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
    const socket = request.raw.socket;
    let released = false;
    // The connection's 'close' can run this after the response's own, in the same emit: hence the flag.
    const release = () => {
      if (released) return;
      released = true;
      inProgress -= 1;
      reply.raw.off('close', release);
      socket.off('close', release);
    };
    reply.raw.once('close', release);
    socket.once('close', release);
  });
  return { callsInProgress: () => inProgress, shedding: () => inProgress >= depth };
}
