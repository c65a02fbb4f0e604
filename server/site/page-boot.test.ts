import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/call-paths';
import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '../../contract/page-boot';
import { riskDevices } from '../db/schema/risk';
import { DEVICE_OFFER_TTL_MS } from '../modules/risk/device-offer';
import { formCall, type TestApp } from '../testing/test-app';
import { writeRouteTable } from '../../scripts/build/route-table';
import { appOnTinySite } from '../testing/tiny-site';

const BOOT = new RegExp(`<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">(.*?)</script>`);

describe('the boot a page is served with', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appOnTinySite({ riskAppCheck: 'on' }, writeRouteTable);
  });
  afterAll(() => test.close());

  const page = async (url: string) => {
    const html = (await test.app.inject({ method: 'GET', url })).body;
    return { html, boot: JSON.parse(BOOT.exec(html)![1]!) as PageBoot };
  };
  const devices = async () => (await test.database.db.select({ n: count() }).from(riskDevices))[0]!.n;
  const initCall = (headers: Record<string, string>) => formCall(test.app, CALLS.systemInit, {}, headers);

  it("preloads the home carousel's first picture and carries the home's first replies in the reader's language", async () => {
    const { html, boot } = await page('/en');
    const hero = boot.home!.adverts[0]!;
    expect(html).toContain(`<link rel="preload" as="image" href="${hero.imageUrl}" fetchpriority="high">`);
    expect(boot.home!.locale).toBe('en');
    expect(boot.systemInit!.airports.length).toBeGreaterThan(5);
    const zh = await page('/');
    expect(zh.boot.home!.adverts[0]!.title).not.toBe(hero.title);
  });

  it("draws the home page's first screen into its HTML: the brand in the reader's language and the banner, styled with this reply's nonce", async () => {
    const { html, boot } = await page('/en');
    const app = /<div id="app">(.*?)<\/div><script/.exec(html)![1]!;
    expect(app).toMatch(/^<div class="fp" aria-hidden="true">/);
    expect(app).toContain('<span>Hebei Airlines</span>');
    expect(app).toContain(`<img src="${boot.home!.adverts[0]!.imageUrl}" alt=""`);
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(html)![1]!;
    expect(html).toContain(`<style nonce="${nonce}">`);
    // The search card's place has the card's height in English, not in Chinese (contract/first-load/search-card-height.ts).
    expect(html).toContain('.fp-card{min-height:678px}');
    expect((await page('/')).html).toContain('<span>河北航空</span>');
  });

  it('gives any other page a device and, below the header, its breadcrumbs and title: no image preload', async () => {
    const { html, boot } = await page('/en/member/home');
    expect(boot.device.dfp).toMatch(/^o/);
    expect(boot.home).toBeUndefined();
    expect(html).not.toContain('rel="preload"');
    const app = /<div id="app">(.*?)<\/div><script/.exec(html)![1]!;
    expect(app).toContain('<span>Hebei Airlines</span>');
    expect(app).toContain(
      '<div class="fp-crumbs"><span>Home</span><span>/</span><span>Member centre</span><span>/</span><span>Member home</span></div>' +
        '<div class="fp-title">Member home</div>',
    );
  });

  it('draws nothing first for the chat window, which has no site frame, nor for an address no page has', async () => {
    expect((await page('/chat')).html).toContain('<div id="app"></div>');
    expect((await page('/no-such-page')).html).toContain('<div id="app"></div>');
  });

  it('writes no device while serving a page; the first calls presenting it register one, all answered at once', async () => {
    const before = await devices();
    const { boot } = await page('/');
    expect(await devices()).toBe(before);
    const replies = await Promise.all([1, 2, 3, 4].map(() => initCall(boot.device)));
    expect(replies.map((reply) => reply.json().resultCode)).toEqual(['0', '0', '0', '0']);
    expect(await devices()).toBe(before + 1);
  });

  it("answers an offer with a forged token, or one older than an hour, with '003' as before", async () => {
    const { boot } = await page('/');
    expect(
      (
        await initCall({ ...boot.device, token: boot.device.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })
      ).json(),
    ).toMatchObject({ adsCode: '003' });
    expect(
      (await initCall({ ...boot.device, dfp: boot.device.dfp.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).json(),
    ).toMatchObject({ adsCode: '003' });
    test.clock.advance(DEVICE_OFFER_TTL_MS + 1);
    expect((await initCall(boot.device)).json()).toMatchObject({ adsCode: '003' });
    expect((await initCall({})).json()).toMatchObject({ adsCode: '003' });
  });
});
