import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { LOCALE_COOKIE, type Locale } from '../../contract/locales';
import { text } from '../support/catalogue';
import { pickDate } from '../support/date-field';
import { localDay } from '../../src/ui/local-day';

async function localeCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value;
}

function rememberLocale(context: BrowserContext, baseURL: string | undefined, locale: string) {
  return context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
}

/** Chooses another language in the header's switch, whose name is in the page's language. */
function switchLanguage(page: Page, from: Locale, to: Locale) {
  return page
    .getByRole('banner')
    .getByRole('combobox', { name: text(from, 'shell.language') })
    .first()
    .selectOption(to);
}

/**
 * The URL once the router has dropped the prefix: /\/flightStatus$/ also matches /zhCn/flightStatus and
 * /zhTw/flightStatus, so it passed before the client-side redirect, and a one-off look at the path right
 * after it failed whenever the redirect had not happened yet.
 */
function unprefixed(pathname: string) {
  return (url: URL) => url.pathname === pathname;
}

test.describe('the language switch', () => {
  test('keeps the page, changes its language and remembers the choice', async ({ page, context }) => {
    await page.goto('/flightStatus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zhCn', 'routes.flightStatus'));

    await switchLanguage(page, 'zhCn', 'en');
    await expect(page).toHaveURL(/\/en\/flightStatus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'routes.flightStatus'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await localeCookie(context)).toBe('en');

    await switchLanguage(page, 'en', 'zhTw');
    await expect(page).toHaveURL(/\/zhTw\/flightStatus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zhTw', 'routes.flightStatus'));
    expect(await localeCookie(context)).toBe('zhTw');

    await switchLanguage(page, 'zhTw', 'zhCn');
    await expect(page).toHaveURL(unprefixed('/flightStatus'));
    expect(await localeCookie(context)).toBe('zhCn');
  });

  test('keeps the query string when switching', async ({ page }) => {
    await page.goto('/serve/questionList?page=2');
    await switchLanguage(page, 'zhCn', 'en');
    await expect(page).toHaveURL(/\/en\/serve\/questionList\?page=2$/);
  });

  test('with the zhCn cookie, a /zhCn path loses its prefix by redirect (spec 1)', async ({
    page,
    context,
    baseURL,
  }) => {
    await rememberLocale(context, baseURL, 'zhCn');
    await page.goto('/zhCn/flightStatus');
    await expect(page).toHaveURL(unprefixed('/flightStatus'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zhCn', 'routes.flightStatus'));
  });

  test('a remembered English choice opens the English home page', async ({ page, context, baseURL }) => {
    await rememberLocale(context, baseURL, 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown language prefix is not a page', async ({ page }) => {
    await page.goto('/fr/flightStatus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zhCn', 'shell.errors.unmatched'));
  });
});

test.describe('a date field', () => {
  for (const [locale, path, written] of [
    ['zhCn', '/flightStatus', /^\d{4}年\d{1,2}月\d{1,2}日$/],
    ['en', '/en/flightStatus', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
  ] as const) {
    test(`writes the chosen day in the page's language, not the browser's (${locale})`, async ({ page }) => {
      await page.goto(path);
      const field = page.getByLabel(text(locale, 'flightStatus.search.date'));
      await pickDate(field, localDay(Date.now()), locale);
      await expect(field).toHaveText(written);
    });
  }
});
