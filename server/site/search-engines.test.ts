import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { writeRouteTable } from '../../scripts/build/route-table';
import { appOnTinySite } from '../testing/tiny-site';

describe('what search engines and link previews read', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appOnTinySite({ env: { PUBLIC_URL: 'https://www.hbhk.example' } }, writeRouteTable);
  });
  afterAll(() => test.close());
  const page = async (url: string) => (await test.app.inject({ method: 'GET', url })).body;

  it("gives each page its title and description in the page's language, and the same page in the other two", async () => {
    const html = await page('/en/flightStatus');
    expect(html).toContain('<title>Flight status - Hebei Airlines</title>');
    // A page with a lead (leads.json) is described by it; any other by its title and the site's name.
    expect(html).toContain('<meta name="description" content="Look up a flight by its number or by its cities:');
    expect(await page('/en/account/register')).toMatch(
      /<meta name="description" content="Register \| Hebei Airlines official website[^"]*">/,
    );
    expect(html).toContain('<link rel="canonical" href="https://www.hbhk.example/en/flightStatus">');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://www.hbhk.example/flightStatus">');
    expect(html).toContain('<link rel="alternate" hreflang="zh-TW" href="https://www.hbhk.example/zhTw/flightStatus">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.hbhk.example/flightStatus">');
    expect(await page('/zhTw/flightStatus')).toContain('<title>航班動態 - 河北航空</title>');
  });

  it("describes an info topic by its own title, and the home page by the site's description", async () => {
    expect(await page('/en/serve/webView/T2201')).toContain('<title>Free baggage allowance - Hebei Airlines</title>');
    expect(await page('/')).toMatch(/<meta name="description" content="河北航空官方网站：[^"]*">/);
  });

  it('gives a page that does not exist no canonical address or alternates', async () => {
    const html = await page('/en/no-such-page');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it('robots.txt keeps crawlers out of the member centre and the API, and names the sitemap', async () => {
    const robots = await page('/robots.txt');
    expect(robots).toContain('Disallow: /member/home');
    expect(robots).toContain('Disallow: /en/account');
    expect(robots).toContain('Disallow: /mid_website');
    expect(robots).toContain('Sitemap: https://www.hbhk.example/sitemap.xml');
  });

  it('the sitemap lists the public pages and every info topic in three languages, each with its alternates', async () => {
    const sitemap = await page('/sitemap.xml');
    for (const url of [
      'https://www.hbhk.example/',
      'https://www.hbhk.example/en',
      'https://www.hbhk.example/zhTw/flightStatus',
      'https://www.hbhk.example/en/serve/webView/T2201',
    ]) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    expect(sitemap).not.toContain('/member/home');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-TW" href="https://www.hbhk.example/zhTw/serve/webView/T2201"/>',
    );
  });
});
