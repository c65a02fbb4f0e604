import type { Browser, Locator } from '@playwright/test';
import { expect, test } from './support/site-test';

/** Where a picture sits on the page, rounded to whole pixels. */
async function boxOf(picture: Locator) {
  const box = (await picture.boundingBox())!;
  return [box.x, box.y, box.width, box.height].map(Math.round);
}

async function firstPaintHero(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  const hero = page.locator('.fp-hero img');
  await expect(hero).toHaveJSProperty('complete', true);
  const box = await boxOf(hero);
  await context.close();
  return box;
}

// The HTML of the home page carries a picture of its first screen (server/site/home-first-paint.ts), so a
// phone shows the header, the search card's place and the banner before ~150 kB of script have run. When the
// SPA takes over, the banner must be where the picture showed it, or the page jumps under the reader's eyes.
test.describe('the home page before and after its script', () => {
  for (const { path, locale } of [
    { path: '/', locale: 'zhCn' },
    { path: '/en', locale: 'en' },
  ])
    for (const width of [390, 1280])
      test(`${locale} at ${width} px: the banner stays where the HTML drew it`, async ({ browser, page }) => {
        const before = await firstPaintHero(browser, path, width);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const banner = page.getByRole('region', { name: locale === 'en' ? 'Featured offers' : '精选推荐' });
        await expect(banner).toBeVisible();
        // The search card has its words (its real height), not its placeholder.
        await expect(page.getByRole('button', { name: locale === 'en' ? 'Search flights' : '搜索航班' })).toBeVisible();
        const after = await boxOf(banner.locator('img').first());
        expect(after).toEqual(before);
      });

  test('the picture is gone once the page is there, and it never reaches assistive technology', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: '搜索航班' })).toBeVisible();
    await expect(page.locator('.fp')).toHaveCount(0);
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<div id="app"><div class="fp" aria-hidden="true">/);
    // Other pages show no picture of the home page.
    expect(await (await page.request.get('/serve/checkIn')).text()).not.toContain('class="fp"');
  });
});
