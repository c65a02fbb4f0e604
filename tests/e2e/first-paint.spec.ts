import type { Browser, Locator, Page } from '@playwright/test';
import { formatCalendarDate } from '../../contract/written-dates';
import { expect, test } from './support/site-test';

/** Where a picture sits on the page, rounded to whole pixels. */
async function boxOf(picture: Locator) {
  const box = (await picture.boundingBox())!;
  return [box.x, box.y, box.width, box.height].map(Math.round);
}

/** What a page shows before its script: the HTML alone, in a browser that runs none. */
async function withoutScript<T>(browser: Browser, path: string, width: number, read: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

function firstPaintHero(browser: Browser, path: string, width: number) {
  return withoutScript(browser, path, width, async (page) => {
    const hero = page.locator('.fp-hero img');
    await expect(hero).toHaveJSProperty('complete', true);
    return boxOf(hero);
  });
}

// The HTML of the home page carries a picture of its first screen (server/site/first-paint/), so a
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
    // Other pages show no picture of the home page, and the chat window, which has no site frame, none at all.
    expect(await (await page.request.get('/serve/checkIn')).text()).not.toContain('class="fp-hero"');
    expect(await (await page.request.get('/chat')).text()).not.toContain('class="fp"');
  });
});

// Every other page's HTML carries its header, breadcrumbs and title: the same words, in the same place, as
// the page frame the SPA draws over them (ui/page-frame.tsx).
test.describe('any other page before and after its script', () => {
  for (const { path, title } of [
    { path: '/flightStatus', title: '航班动态' },
    { path: '/en/serve/delayProve/verification', title: 'Verify a delay certificate' },
    { path: '/zhTw/account/register', title: '會員註冊' },
  ])
    for (const width of [390, 1280])
      test(`${path} at ${width} px: the breadcrumbs and title stay where the HTML drew them`, async ({
        browser,
        page,
      }) => {
        const before = await withoutScript(browser, path, width, async (html) => ({
          crumbs: (await html.locator('.fp-crumbs').innerText()).replace(/\s+/g, ''),
          title: await html.locator('.fp-title').innerText(),
          box: await boxOf(html.locator('.fp-title')),
        }));
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(title);
        const crumbs = (await page.locator('main nav ol').innerText()).replace(/\s+/g, '');
        expect({ crumbs, title: await heading.innerText(), box: await boxOf(heading) }).toEqual(before);
      });
});

// A page with a lead (leads.json) shows it from its HTML, where the page frame puts it: on a phone it is the
// largest text of the first screen, so the page's largest paint no longer waits for the script.
test.describe('a page lead before and after its script', () => {
  for (const { path, lead } of [
    { path: '/flightStatus', lead: /^按航班号或起降城市查询航班动态/ },
    { path: '/en/serve/delayProve', lead: /^If your flight was delayed or cancelled/ },
  ])
    for (const width of [390, 1280])
      test(`${path} at ${width} px: the lead stays where the HTML drew it`, async ({ browser, page }) => {
        const before = await withoutScript(browser, path, width, async (html) => {
          const drawn = html.locator('.fp-lead');
          await expect(drawn).toHaveText(lead);
          return { text: await drawn.innerText(), box: await boxOf(drawn) };
        });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const shown = page.locator('main h1 + p');
        await expect(shown).toHaveText(lead);
        expect({ text: await shown.innerText(), box: await boxOf(shown) }).toEqual(before);
      });
});

// A results page's HTML carries the search bar as a phone first shows it, folded to its one-line summary, with
// the cities named from the airports the server already has: its largest text before the flights arrive.
test('a results page at 390 px: the search summary stays where the HTML drew it, in each language', async ({
  browser,
  page,
}) => {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const search = `tripType=oneWay&origin=SJW&destination=CAN&departureDate=${day}&adults=2&children=0&infants=0`;
  for (const { prefix, summary } of [
    { prefix: '', summary: `石家庄 → 广州 · ${formatCalendarDate(day, 'zhCn', 'dayWithWeekday')} · 2 人` },
    {
      prefix: '/en',
      summary: `Shijiazhuang → Guangzhou · ${formatCalendarDate(day, 'en', 'dayWithWeekday')} · 2 travellers`,
    },
  ]) {
    const path = `${prefix}/queryFlight?${search}`;
    const before = await withoutScript(browser, path, 390, async (html) => {
      const drawn = html.locator('.fp-summary > span').first();
      await expect(drawn).toHaveText(summary);
      return boxOf(drawn);
    });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    const shown = page.locator('main button[aria-expanded] > span').first();
    await expect(shown).toHaveText(summary);
    expect(await boxOf(shown)).toEqual(before);
  }
});
