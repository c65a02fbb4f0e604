import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';

const t = (key: string) => text('zhCn', key);

function desktopNav(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('navigation', { name: t('shell.nav.label') })
    .first();
}

test.describe('the header menus', () => {
  test('open on hover and close when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const tips = desktopNav(page).getByRole('button', { name: t('shell.nav.tips.title') });
    const flightStatus = desktopNav(page).getByRole('link', { name: t('frame.menus.tips.flightStatus') });
    await expect(flightStatus).toBeHidden();
    await tips.hover();
    await expect(tips).toHaveAttribute('aria-expanded', 'true');
    await expect(flightStatus).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(flightStatus).toBeHidden();
  });

  test('a hovered menu link leads to its page', async ({ page }) => {
    await page.goto('/');
    await desktopNav(page)
      .getByRole('button', { name: t('shell.nav.tips.title') })
      .hover();
    await desktopNav(page)
      .getByRole('link', { name: t('frame.menus.tips.flightStatus') })
      .click();
    await expect(page).toHaveURL(/\/flightStatus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('routes.flightStatus'));
  });

  test('open with the keyboard, move focus into the menu, and close with Escape', async ({ page }) => {
    await page.goto('/');
    const tips = desktopNav(page).getByRole('button', { name: t('shell.nav.tips.title') });
    await tips.focus();
    await page.keyboard.press('ArrowDown');
    await expect(tips).toHaveAttribute('aria-expanded', 'true');
    await expect(desktopNav(page).getByRole('link', { name: t('frame.menus.tips.flightBooking') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tips).toHaveAttribute('aria-expanded', 'false');
    await expect(tips).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tips).toHaveAttribute('aria-expanded', 'true');
  });

  test('the member menu lists the spec items, and its label goes to the member centre', async ({ page }) => {
    await page.goto('/');
    const nav = desktopNav(page);
    await nav
      .getByRole('button', { name: t('shell.nav.openMenu').replace('{{name}}', t('shell.nav.member.title')) })
      .hover();
    for (const item of [
      'myAccount',
      'myOrders',
      'redEnvelopes',
      'pointAccrual',
      'pointExchange',
      'aboutMembership',
      'pointsMall',
      'activities',
    ]) {
      await expect(nav.getByRole('link', { name: t(`frame.menus.member.${item}`) })).toBeVisible();
    }
    await nav.getByRole('link', { name: t('shell.nav.member.title'), exact: true }).click();
    // Logged out, the member centre may send the visitor to log in first.
    await expect(page).toHaveURL(/\/(member\/home|account\?path=%2Fmember)/);
  });

  test('booking services shows the six info-topic groups from the server, at most 7 topics each', async ({ page }) => {
    await page.goto('/');
    const booking = desktopNav(page).getByRole('button', { name: t('shell.nav.booking') });
    await booking.hover();
    const panel = page.locator(`[id="${await booking.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(6);
    for (const list of await panel.getByRole('list').all()) {
      const topics = await list.getByRole('link').count();
      expect(topics).toBeGreaterThan(0);
      expect(topics).toBeLessThanOrEqual(7);
    }
    const firstTopic = panel.getByRole('link').first();
    const topicName = (await firstTopic.textContent())!.trim();
    await firstTopic.click();
    await expect(page).toHaveURL(/\/serve\/webView\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicName);
  });
});
