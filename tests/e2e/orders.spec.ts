import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import {
  acceptAndContinue,
  openPassengerPage,
  dayFromToday,
  fill,
  fillTraveller,
  logIn,
  adultsOnlySearch,
} from '../model/booking-steps';

/** One adult from Shijiazhuang to Hangzhou, booked through the wizard: the order is unpaid on the pay page. */
async function bookUnpaidOrder(page: Page): Promise<string> {
  await logIn(page);
  await openPassengerPage(page, adultsOnlySearch('SJW', 'HGH', 21));
  await fillTraveller(page, { type: 'ADT', rank: 1, name: '张伟', birthDate: dayFromToday(0, -35), sequence: 141 });
  await acceptAndContinue(page);
  await page.getByRole('button', { name: text('zhCn', 'booking.confirm.submit') }).click();
  await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);
  return new URL(page.url()).searchParams.get('orderNo')!;
}

test.describe('my orders', () => {
  test('lists a new unpaid order, shows its hold counting down and cancels it after a confirm', async ({ page }) => {
    test.setTimeout(90_000);
    const orderNo = await bookUnpaidOrder(page);

    await page.goto('/member/myOrder?tab=1');
    await expect(page.getByRole('tab', { name: text('zhCn', 'orders.tabs.unfinished') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByRole('article', { name: fill('orders.list.orderNo', { orderNo }) });
    await expect(card).toContainText(text('zhCn', 'orders.status.unpaid'));
    await card.getByRole('link', { name: fill('orders.list.detailsOf', { orderNo }) }).click();

    await expect(page).toHaveURL(new RegExp(`/orderInfo\\?orderNo=${orderNo}`));
    const timer = page.getByRole('timer');
    await expect(timer).toContainText(/(29|30):\d\d/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!);
    await expect(page.getByRole('table')).toContainText('张伟');
    await expect(page.getByRole('link', { name: text('zhCn', 'orders.detail.pay') })).toHaveAttribute(
      'href',
      `/defray?orderNo=${orderNo}`,
    );

    await page.getByRole('button', { name: text('zhCn', 'orders.detail.cancel') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('zhCn', 'orders.detail.cancelYes') })
      .click();
    await expect(page.getByText(text('zhCn', 'orders.timeline.canceled'))).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);

    await page.goto('/order?tab=2');
    await expect(page.getByRole('article', { name: fill('orders.list.orderNo', { orderNo }) })).toContainText(
      text('zhCn', 'orders.status.canceled'),
    );
  });

  test('sends a visitor to the login page, keeping the way back to the order list', async ({ page }) => {
    await page.goto('/order');
    await expect(page).toHaveURL(/\/account\?path=%2Forder/);
  });
});
