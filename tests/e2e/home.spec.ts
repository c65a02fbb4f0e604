import { expect, test } from './support/site-test';
import { LOCALE_TAGS, LOCALES } from '../../contract/locales';
import { text } from '../support/catalogue';
import { HOME_PATHS } from '../support/locales';

test.describe('the home page', () => {
  for (const locale of LOCALES) {
    test(`in ${locale} at ${HOME_PATHS[locale]} speaks ${locale} throughout`, async ({ page }) => {
      await page.goto(HOME_PATHS[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
      const nav = page.getByRole('navigation', { name: text(locale, 'shell.nav.label') }).first();
      await expect(nav.getByRole('button', { name: text(locale, 'shell.nav.booking') })).toBeVisible();
      await expect(nav.getByRole('button', { name: text(locale, 'shell.nav.tips.title') })).toBeVisible();
      await expect(nav.getByRole('link', { name: text(locale, 'shell.nav.member.title'), exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: text(locale, 'shell.login.logIn') }).first()).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '0311-96699' }).first()).toBeVisible();
      await expect(footer.getByRole('link', { name: text(locale, 'frame.footer.complaintsChannel') })).toBeVisible();
    });
  }

  test('lets a keyboard user skip to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text('zhCn', 'shell.skipToContent') });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('has a flight-status tab in its search card that searches by flight number', async ({ page }) => {
    await page.goto('/en');
    const statusTab = page.getByRole('tab', { name: text('en', 'home.search.tabStatus') });
    await statusTab.click();
    await expect(statusTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: text('en', 'home.search.tabStatus') });
    await panel.getByRole('button', { name: text('en', 'flightStatus.search.submit') }).click();
    await expect(panel.getByText(text('en', 'flightStatus.errors.flightNo'))).toBeVisible();
    await panel.getByRole('textbox', { name: text('en', 'flightStatus.search.flightNo'), exact: true }).fill('ns3101');
    await panel.getByRole('button', { name: text('en', 'flightStatus.search.submit') }).click();
    await expect(page).toHaveURL(/\/en\/flightStatus\?.*flightNo=NS3101/);
  });
});
