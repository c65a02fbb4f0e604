import { expect, test } from './support/site-test';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { logIn } from '../model/booking-steps';
import { ANCILLARY_DEV_CALLS } from '../../contract/ancillaries/ancillary-calls';

test.describe('accessibility (axe-core)', () => {
  for (const path of ['/', '/en']) {
    test(`the home page ${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('an opened header menu has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    const tips = page.getByRole('banner').getByRole('button', { name: text('zhCn', 'shell.nav.tips.title') });
    await tips.focus();
    await page.keyboard.press('ArrowDown');
    await expect(tips).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the member menu toggle is a target of at least 24 by 24 px (WCAG 2.2 target size)', async ({ page }) => {
    await page.goto('/');
    const toggle = page
      .getByRole('banner')
      .getByRole('button', {
        name: text('zhCn', 'shell.nav.openMenu').replace('{{name}}', text('zhCn', 'shell.nav.member.title')),
      })
      .first();
    const box = (await toggle.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });

  test('a service page has no serious or critical violations', async ({ page }) => {
    await page.goto('/flightStatus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an opened date field's calendar has no serious or critical violations", async ({ page }) => {
    await page.goto('/flightStatus');
    await page.getByRole('button', { name: new RegExp(`^${text('zhCn', 'flightStatus.search.date')}`) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility of a member page on a phone (axe-core)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the order list and the opened menu in zhTw have no serious or critical violations', async ({ page }) => {
    await logIn(page);
    await page.goto('/zhTw/member/myOrder?tab=2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('zhTw', 'shell.nav.menu') }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility of the luggage and meal pages on a phone (axe-core)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const PAGES = [
    '/services',
    '/services/createLuggage',
    '/services/createMeals',
    '/webViewLuggage',
    '/webViewMeal',
    '/member/order/luggageOrder',
    '/member/order/mealsOrder',
    '/member/pointMall',
  ];

  for (const [locale, prefix] of [
    ['zhTw', '/zhTw'],
    ['en', '/en'],
  ] as const) {
    test(`in ${locale}: the service, order and points-mall pages, a trip's passengers and the other-trip form have no serious or critical violations`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await logIn(page);
      for (const path of PAGES) {
        await page.goto(prefix + path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      }
      // A trip of the member's, then its passengers with whether each can still buy; the other-trip form.
      // From this machine: development calls answer no forwarded caller (the page's own address is forwarded).
      const reply = await request.post(ANCILLARY_DEV_CALLS.ticketedTrip, {
        data: { mobile: '13800138000', departsInHours: 72 },
      });
      const { orders } = ((await reply.json()) as { data: { orders: { orderNo: string }[] } }).data;
      await page.goto(`${prefix}/serve/luggage/myTrip`);
      const booking = page.getByRole('listitem').filter({ hasText: orders[0]!.orderNo });
      await expect(booking).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await booking.getByRole('button').click();
      await expect(page).toHaveURL(/tripComponent\/trip$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${prefix}/serve/meals/myTrip`);
      await page.getByRole('button', { name: text(locale, 'ancillaries.trips.other') }).click();
      await expect(page.getByLabel(text(locale, 'ancillaries.other.ticketNo'))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
