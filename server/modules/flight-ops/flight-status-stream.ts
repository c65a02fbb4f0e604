import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  FLIGHT_STATUS_EVENT,
  FLIGHT_STATUS_STREAM_PATH,
  flightStatusStreamQuery,
} from '../../../contract/calls/flight-status-stream';
import { requestLocale } from '../../calls/envelope-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { translate } from '../../i18n';
import { createFlightStatusHub, type FlightStatusHub } from './flight-status-hub';

/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 5_000;

/**
 * GET /events/flightStatus?flights=NS3101@2026-06-01: the followed flights' status as Server-Sent Events
 * (written on the raw response: one small route needs no plugin). A closed connection, from either side,
 * leaves the hub at once; the server closing ends every stream first, so shutdown never waits on them.
 */
export function registerFlightStatusStream(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; intervalMs: number; maxStreams: number; logger: FastifyBaseLogger },
): FlightStatusHub {
  const hub = createFlightStatusHub(deps);
  app.addHook('preClose', async () => hub.close());
  app.get(FLIGHT_STATUS_STREAM_PATH, (request, reply) => {
    const parsed = flightStatusStreamQuery.safeParse(request.query);
    if (!parsed.success)
      return reply.status(400).send({ message: translate(requestLocale(request), 'flightStatus.errors.flightNo') });
    if (hub.size() >= deps.maxStreams)
      return reply
        .status(503)
        .header('retry-after', String(RECONNECT_MS / 1000))
        .send({ message: translate(requestLocale(request), 'errors.busy') });
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would buffer the stream otherwise.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    const subscriber = {
      flights: parsed.data.flights,
      send: (event: unknown) => response.write(`event: ${FLIGHT_STATUS_EVENT}\ndata: ${JSON.stringify(event)}\n\n`),
      ping: () => response.write(': ping\n\n'),
      end: () => response.end(),
    };
    response.once('close', () => hub.unsubscribe(subscriber));
    void hub.subscribe(subscriber);
  });
  return hub;
}
