import type { Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { CALLS } from '../../contract/call-paths';
import { QUERY_FLIGHT_LIST_PATH } from '../../contract/calls/flights';
import { text } from '../support/catalogue';
import { logIn, resultsUrl, adultsOnlySearch } from '../model/booking-steps';

const API_DELAY_MS = 2_500;

/** Holds every reply of one call back by a few seconds, as a slow back end would. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
}

/** Sums the page's layout shifts from its start (CLS without session windows: an upper bound of it). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { layoutShifts: number };
    counted.layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) counted.layoutShifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);

test.describe('a slow back end shows the shape of what is coming', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('flight results: result-card skeletons, busy and named, then the flights in their place', async ({ page }) => {
    await slowDown(page, QUERY_FLIGHT_LIST_PATH);
    await watchLayoutShifts(page);
    const search = adultsOnlySearch('SJW', 'CAN', 9);
    await page.goto(`/en${resultsUrl(search)}`);
    const waiting = page.locator('[data-skeleton]');
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    await expect(waiting).toHaveText(text('en', 'search.results.loading'));
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(waiting).toHaveCount(0);
    expect(await layoutShifts(page)).toBeLessThan(0.1);
  });

  test('orders: order-card skeletons in the busy tab panel, then the orders in their place', async ({ page }) => {
    await logIn(page);
    await slowDown(page, CALLS.orderList);
    await page.goto('/zhTw/member/myOrder?tab=2');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel.locator('[data-skeleton]')).toHaveText(text('zhTw', 'orders.list.loading'));
    await expect(panel).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(panel.locator('[data-skeleton]')).toHaveCount(0);
    await expect(
      panel
        .getByRole('article')
        .or(panel.getByText(text('zhTw', 'orders.list.empty')))
        .first(),
    ).toBeVisible();
  });
});
