import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIXES } from '../contract/api-prefixes';
import { failure, requestLocale } from './calls/envelope-plugin';
import type { Clock } from './clock';
import { flowsPageEnabled, type Config } from './config';
import type { Db } from './db/client';
import { translate } from './i18n';
import { siteOrigin } from './shared/site-origin';
import { loadAppPreloads, type AppPreloads } from './site/app-preloads';
import { FLOWS_VIEWER_FILES, loadFlowsViewerPage } from './site/flows-viewer-page';
import { firstPaint as drawFirstPaint } from './site/first-paint/first-paint';
import { pageBoot, pageBootTags } from './site/page-boot';
import { pageHeadTags, pageLead, pageTitle } from './site/page-meta';
import { registerSearchEngineFiles } from './site/search-engines';
import { pageStyleNonce } from './security-headers';
import { loadRouteTable, type RouteTable } from './site/route-table';
import { renderSitePage } from './site/site-page';

const HASHED_ASSET = /^\/(flows-viewer\/)?assets\//;
// The flow coverage report the build writes (flows-viewer/coverage/flows-coverage.ts): only where /flows is on.
const FLOWS_COVERAGE = /^\/flows-coverage\//;

/**
 * Serves the built SPA: hashed assets cached for a year (sent precompressed), and index.html, never cached,
 * for every GET or HEAD of a page: status 200 when a page of the SPA's route table answers the path, 404 (the
 * SPA then shows its not-found page) when none does. API paths and assets that do not exist get the envelope 404.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  deps: { distDir: string; db: Db; config: Config; clock: Clock },
): Promise<void> {
  const { distDir } = deps;
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  const hasSite = existsSync(indexFile);
  const flowsPage = flowsPageEnabled(deps.config);
  const flowsViewerPage = loadFlowsViewerPage(root, flowsPage);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      allowedPath: (pathName) => flowsPage || !(FLOWS_COVERAGE.test(pathName) || FLOWS_VIEWER_FILES.test(pathName)),
      wildcard: false,
      index: false,
      // The build wrote `.br`/`.gz` beside each asset (scripts/build/precompress.ts): sent as they are.
      preCompressed: true,
      // The build's own notes (dist/.vite/manifest.json, read by `npm run bench:size`) are not the site's.
      dotfiles: 'ignore',
      setHeaders: (res, path) => {
        const url = path.slice(root.length).replaceAll('\\', '/');
        res.header('cache-control', HASHED_ASSET.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const template = hasSite ? readFileSync(indexFile, 'utf8') : '';
  const routeTable = loadRouteTable(root);
  const appPreloads = loadAppPreloads(root);
  if (hasSite) registerSearchEngineFiles(app, { db: deps.db, config: deps.config, routeTable });
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApi || !hasSite || HASHED_ASSET.test(path)) {
      return reply.status(404).send(failure(path, '404', translate(requestLocale(request), 'errors.notFound')));
    }
    const styleNonce = pageStyleNonce(reply);
    const viewer = flowsViewerPage(path, styleNonce);
    if (viewer) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(viewer);
    return sendSitePage(request, reply, { template, routeTable, appPreloads, path, styleNonce, ...deps });
  };
  // Pages are a route of their own, not only the not-found handler's work: replies of routes are compressed
  // (@fastify/compress hooks routes), and the page with its boot data is the home page's largest reply.
  if (hasSite) app.get('/*', answer);
  app.setNotFoundHandler(answer);
}

async function sendSitePage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: {
    template: string;
    routeTable: RouteTable;
    appPreloads: AppPreloads;
    path: string;
    /** This reply's nonce for the page's <style> elements. */
    styleNonce: string;
    db: Db;
    config: Config;
    clock: Clock;
  },
) {
  const site = page.routeTable.match(page.path);
  const [title, boot] = await Promise.all([pageTitle(page.db, site), pageBoot(page, site)]);
  const lead = pageLead(site);
  const meta = pageHeadTags(site, { title, lead }, siteOrigin({ config: page.config, request }));
  const query = request.query as Record<string, unknown>;
  const firstPaint = drawFirstPaint({ site, query, boot, title, lead }, page.styleNonce);
  // Home's banner goes first; any other page fetches the app and its own chunks with the HTML.
  const preloads = boot.home ? '' : page.appPreloads(site.locale, site.built?.files ?? []);
  const html = renderSitePage(page.template, {
    locale: site.locale,
    styleNonce: page.styleNonce,
    title: meta.title,
    head: meta.head + pageBootTags(boot) + (firstPaint?.head ?? '') + preloads,
    firstPaint: firstPaint?.body,
  });
  return reply
    .status(site.route ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}
