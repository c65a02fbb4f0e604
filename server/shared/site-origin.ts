import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The origin users and gateways reach this site at: PUBLIC_URL, else the request's own. */
export function siteOrigin(context: {
  config: Pick<Config, 'PUBLIC_URL'>;
  request: Pick<FastifyRequest, 'protocol' | 'host'>;
}): string {
  if (context.config.PUBLIC_URL) return new URL(context.config.PUBLIC_URL).origin;
  return `${context.request.protocol}://${context.request.host}`;
}
