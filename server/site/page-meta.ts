import { eq } from 'drizzle-orm';
import { LOCALE_TAGS, LOCALES, DEFAULT_LOCALE, type Locale } from '../../contract/locales';
import type { Db } from '../db/client';
import { infoTopics } from '../db/schema/content';
import { leadKeyOf } from '../../contract/route-title-key';
import { findText, translate } from '../i18n';
import { escapeHtml } from '../shared/html-escape';
import type { SitePath } from './route-table';

const TOPIC_ROUTE = '/serve/webView/:topicid?';

/** The same page's address in a locale: zhCn unprefixed, the others under /en and /zhTw (spec 1). */
export function pageUrl(origin: string, locale: Locale, page: string): string {
  const path = locale === DEFAULT_LOCALE ? page : `/${locale}${page === '/' ? '' : page}`;
  return `${origin}${path}`;
}

/** A page's own title in its language (an info topic's is its topic's), as its page frame shows it; none for home. */
export async function pageTitle(db: Db, site: SitePath): Promise<string | undefined> {
  if (!site.route) return undefined;
  const topicId = site.route === TOPIC_ROUTE ? site.page.split('/')[3] : undefined;
  if (topicId) {
    const [topic] = await db.select({ title: infoTopics.title }).from(infoTopics).where(eq(infoTopics.id, topicId));
    const titles = topic?.title as Partial<Record<Locale, string>> | undefined;
    if (titles) return titles[site.locale] ?? titles.zhCn;
  }
  // The last breadcrumb, as the SPA's page frame titles the page; home has none.
  const key = site.built?.crumbs.at(-1);
  return key ? translate(site.locale, key) : undefined;
}

/** The sentence under a page's title saying what it is for (contract/route-title-key.ts), if it has one. */
export function pageLead(site: SitePath): string | undefined {
  const key = site.built?.crumbs.at(-1);
  return key ? findText(site.locale, leadKeyOf(key)) : undefined;
}

/**
 * What search engines and link previews read before any script runs: the title and description of the page
 * in its language, its canonical address, and the same page in the other two languages (hreflang, with
 * zhCn as x-default).
 */
export function pageHeadTags(
  site: SitePath,
  page: { title: string | undefined; lead: string | undefined },
  origin: string,
): { title: string; head: string } {
  const { title, lead } = page;
  const description =
    lead ??
    (title ? translate(site.locale, 'seo.pageDescription', { title }) : translate(site.locale, 'seo.description'));
  const fullTitle = title ? translate(site.locale, 'seo.pageTitle', { title }) : translate(site.locale, 'seo.siteName');
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
  ];
  if (site.route) {
    tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl(origin, site.locale, site.page))}">`);
    for (const locale of LOCALES)
      tags.push(
        `<link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeHtml(pageUrl(origin, locale, site.page))}">`,
      );
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, DEFAULT_LOCALE, site.page))}">`,
    );
  }
  return { title: fullTitle, head: tags.join('') };
}
