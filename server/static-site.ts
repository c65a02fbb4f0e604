import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from '../contract/api-prefixes';
import { failure, requestLocale } from './calls/envelope-plugin';
import { translate } from './i18n';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached,
 * and every other GET that is not an API path answered with index.html (history fallback).
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hasSite = existsSync(resolve(root, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build wrote `.br`/`.gz` beside each asset (scripts/build/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, path) => {
        const url = path.slice(root.length).replaceAll('\\', '/');
        res.header('cache-control', HASHED_ASSET.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (request.method !== 'GET' || isApi || !hasSite || HASHED_ASSET.test(path)) {
      return reply.status(404).send(failure(path, '404', translate(requestLocale(request), 'errors.notFound')));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
