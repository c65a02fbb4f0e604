import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import type { Locale } from '../../contract/locales';
import { text } from '../support/catalogue';

/** The error page's own link home (in the main part of the page), named in the page's language. */
function followBackHome(page: Page, locale: Locale) {
  return page
    .getByRole('main')
    .getByRole('link', { name: text(locale, 'shell.errors.backHome') })
    .click();
}

test.describe('pages that do not exist', () => {
  test('an unmatched route says so, with status 404 from the server, and leads back home', async ({ page }) => {
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zhCn', 'shell.errors.unmatched'));
    await expect(page.getByText(text('zhCn', 'shell.errors.notFound'))).toHaveCount(0);
    await followBackHome(page, 'zhCn');
    await expect(page).toHaveURL(/\/$/);
  });

  test('in English it speaks English and goes back to the English home page', async ({ page }) => {
    expect((await page.goto('/en/no-such-page'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'shell.errors.unmatched'));
    await followBackHome(page, 'en');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a page whose resource does not exist shows the 404 page (spec 2)', async ({ page }) => {
    await page.goto('/serve/webView/no-such-topic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zhCn', 'shell.errors.notFound'));
    await followBackHome(page, 'zhCn');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the server answers an unknown API path with the envelope, not the site', async ({ request }) => {
    const response = await request.post('/mid_website/no/such/call', {
      form: { json: JSON.stringify({ in_json: {}, common_para: {} }) },
    });
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ resultCode: '404' });
  });
});
