import type { Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { ORDER_DEV_CALLS } from '../../contract/calls/orders';
import { text } from '../support/catalogue';
import { fill } from '../model/booking-steps';
import { bookToPayPage, expectTicketed, payByCard, sjwToCan, type ChosenFare } from './support/paid-order';

const seatsLeftText = (count: number) => fill('search.results.seatsLeft_other', { count });

/**
 * The booked fare's row in the results, searched for the same party of two: for one traveller a cheaper fare
 * of the cabin with a single seat left would stand in its place.
 */
const bookedFareRow = (page: Page, fare: ChosenFare) =>
  page
    .getByRole('list', { name: new RegExp(`^${fare.flightNo} `) })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`舱 ${fare.bookingClass} 舱`) });

test('a member pays two tickets by card, refunds one passenger and gets the seat and the money back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const zhangWei = 101 + 2 * Math.floor(Math.random() * 400);
  // Five seats on the chosen fare, so the search shows how many are left (fewer than ten are counted out).
  const { orderNo, fare } = await bookToPayPage(page, {
    day: 24,
    // Documents of this run's own (an odd sequence is a man's, the next even one a woman's): a retry must not
    // find these travellers already on the flight.
    sequences: [zhangWei, zhangWei + 1],
    names: ['张伟', '李娜'],
    beforeSubmit: async (chosen) =>
      expect((await request.post(ORDER_DEV_CALLS.setSeats, { data: { ...chosen, seatsLeft: 5 } })).ok()).toBe(true),
  });
  await payByCard(page);
  await expectTicketed(page, 2);
  await page.goto(sjwToCan(24, 2));
  await expect(bookedFareRow(page, fare).getByText(seatsLeftText(3))).toBeVisible();

  await page.goto(`/orderInfo?orderNo=${orderNo}`);
  await expect(page.getByText(text('zhCn', 'orders.status.ticketed')).first()).toBeVisible();
  await page.getByRole('link', { name: text('zhCn', 'orders.detail.refund') }).click();
  await expect(page).toHaveURL(new RegExp(`/refund\\?orderNo=${orderNo}`));

  // Both coupons start chosen; 李娜 stays on her flight.
  await page
    .getByRole('checkbox', { name: fill('refund.quote.chooseCoupon', { passenger: '李娜', flightNo: fare.flightNo }) })
    .uncheck();
  const total = page.getByTestId('refund-total');
  await expect(total).toHaveText(/¥\d+/);
  const amount = (await total.textContent())!;
  await expect(
    page.getByRole('checkbox', {
      name: fill('refund.quote.chooseCoupon', { passenger: '张伟', flightNo: fare.flightNo }),
    }),
  ).toBeChecked();
  await page.getByRole('button', { name: text('zhCn', 'refund.quote.submit') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(amount);
  await dialog.getByRole('button', { name: text('zhCn', 'refund.quote.confirmLabel') }).click();

  await expect(page).toHaveURL(new RegExp(`/refund/data\\?orderNo=${orderNo}`));
  await expect(page.getByText(text('zhCn', 'refund.progress.event.refund_requested'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('zhCn', 'refund.progress.event.refunded'), { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^张伟 ${fare.flightNo} .*：退 ${amount}`))).toBeVisible();

  await page.goto(`/orderInfo?orderNo=${orderNo}`);
  await expect(page.getByText(text('zhCn', 'orders.status.changedRefunded')).first()).toBeVisible();
  await page.goto(sjwToCan(24, 2));
  await expect(bookedFareRow(page, fare).getByText(seatsLeftText(4))).toBeVisible();
});
