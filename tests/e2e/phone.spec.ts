import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is ${widths.page} px wide on a ${widths.screen} px screen`).toBeLessThanOrEqual(
    widths.screen,
  );
}

const PAGES = ['/', '/en', '/flightStatus', '/serve/complaints', '/account', '/queryFlight', '/no/such/page'];

test.describe('on a 390 px phone', () => {
  for (const path of PAGES) {
    test(`${path} fits the screen width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test('the menus fold into a menu button that opens and fits', async ({ page }) => {
    await page.goto('/');
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: text('zhCn', 'shell.nav.menu'), exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const tips = page.locator('#phone-menu').getByRole('button', { name: text('zhCn', 'shell.nav.tips.title') });
    await tips.click();
    await expect(
      page.locator('#phone-menu').getByRole('link', { name: text('zhCn', 'frame.menus.tips.flightStatus') }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
