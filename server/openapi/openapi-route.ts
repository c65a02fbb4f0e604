import type { FastifyInstance } from 'fastify';
import type { Call } from '../calls/call';
import { callsToRegister } from '../calls/dev-tools';
import type { Config } from '../config';
import { openApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/openapi.json';

/** GET /openapi.json: built once, from the calls this server actually registers (development levers only when on). */
export function registerOpenApi(app: FastifyInstance, calls: readonly Call[], config: Config): void {
  let document: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(callsToRegister(calls, config), { version: '1.1.0' }));
    return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(document);
  });
}
