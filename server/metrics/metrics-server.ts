import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { listenError } from '../startup-error';
import type { Metrics } from './metrics';

/**
 * /metrics on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by default), so the site's port
 * never shows it to the internet; with METRICS_TOKEN a scraper must also send it as a bearer token.
 */
export async function startMetricsServer(
  config: Pick<Config, 'METRICS_PORT' | 'METRICS_HOST' | 'METRICS_TOKEN'>,
  metrics: Metrics,
  logger?: FastifyBaseLogger,
): Promise<FastifyInstance | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  const server = Fastify(logger ? { loggerInstance: logger.child({ listener: 'metrics' }) } : { logger: false });
  server.get('/metrics', async (request, reply) => {
    if (config.METRICS_TOKEN && !bearerMatches(request.headers.authorization, config.METRICS_TOKEN))
      return reply.status(401).header('www-authenticate', 'Bearer').send('metrics token required\n');
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  try {
    await server.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
  } catch (error) {
    throw listenError(config.METRICS_HOST, config.METRICS_PORT, error);
  }
  return server;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
