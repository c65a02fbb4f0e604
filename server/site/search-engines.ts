import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from '../../contract/api-prefixes';
import { LOCALE_TAGS, LOCALES } from '../../contract/locales';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { infoTopics } from '../db/schema/content';
import { siteOrigin } from '../shared/site-origin';
import { escapeHtml } from '../shared/html-escape';
import { pageUrl } from './page-meta';
import type { RouteTable } from './route-table';

/** The pages a visitor may read without logging in (spec 6) that stand on their own, without a search or an order. */
export const PUBLIC_PAGES = [
  '/',
  '/flightStatus',
  '/serve/checkIn',
  '/serve/delayProve',
  '/serve/ticketVerification',
  '/serve/complaints',
  '/serve/praise',
  '/serve/questionList',
  '/serve/bulletin',
  '/serve/luggage',
  '/serve/meals',
  '/member/aboutMember',
  '/member/pointCalculator',
] as const;

/** Where a crawler has nothing to read: the member centre, flows with a traveller's data, and the API. */
const PRIVATE_PREFIXES = [
  '/member/home',
  '/member/my',
  '/member/order',
  '/account',
  '/defray',
  '/orderConfirm',
  '/orderInfo',
  '/passenger',
  '/refund',
  '/chat',
  '/flows',
  '/dev',
];

function urlEntry(origin: string, page: string): string {
  const alternates = LOCALES.map(
    (locale) =>
      `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeHtml(pageUrl(origin, locale, page))}"/>`,
  ).join('');
  return LOCALES.map(
    (locale) => `<url><loc>${escapeHtml(pageUrl(origin, locale, page))}</loc>${alternates}</url>`,
  ).join('\n');
}

/** /robots.txt and /sitemap.xml: every public page and info topic in the three languages, each listing the others. */
export function registerSearchEngineFiles(
  app: FastifyInstance,
  deps: { db: Db; config: Config; routeTable: RouteTable },
): void {
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin({ config: deps.config, request });
    const disallowed = [...PRIVATE_PREFIXES, ...API_PREFIXES].flatMap((prefix) => [
      prefix,
      ...LOCALES.filter((locale) => locale !== 'zhCn').map((locale) => `/${locale}${prefix}`),
    ]);
    const lines = [
      'User-agent: *',
      ...disallowed.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin({ config: deps.config, request });
    const pages = PUBLIC_PAGES.filter((page) => deps.routeTable.match(page).route);
    const topics = (await deps.db.select({ id: infoTopics.id }).from(infoTopics).orderBy(infoTopics.id)).map(
      (topic) => `/serve/webView/${topic.id}`,
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[...pages, ...topics].map((page) => urlEntry(origin, page)).join('\n')}
</urlset>
`;
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
  });
}
