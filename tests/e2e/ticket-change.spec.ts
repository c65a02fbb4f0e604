import type { Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import { dayFromToday } from '../model/booking-steps';
import { bookToPayPage, expectTicketed, payByCard } from './support/paid-order';
import { newMember } from './support/new-member';
import { ticketChangePathParams, ticketChangeTestModel } from '../model/ticket-change.model';

/** A business fare (its cheapest class, D, changes for 10 %): economy's cheapest, L, allows no change. */
async function chooseBusiness(page: Page) {
  const choose = text('zhCn', 'search.results.choose');
  await page
    .getByRole('button', { name: new RegExp(`^${choose}公务舱`) })
    .first()
    .click();
}

test('a member changes one passenger to the next day, pays the difference and sees the new ticket on the order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { orderNo, fare } = await bookToPayPage(page, {
    day: 33,
    sequences: [141, 142],
    names: ['张伟', '李娜'],
    chooseFare: chooseBusiness,
  });
  expect(fare.bookingClass).not.toBe('L');
  await payByCard(page);
  await expectTicketed(page, 2);

  await page.goto(`/orderInfo?orderNo=${orderNo}`);
  await page.getByRole('link', { name: text('zhCn', 'orders.detail.change') }).click();
  await expect(page).toHaveURL(new RegExp(`/order/change\\?orderNo=${orderNo}`));
  await page.getByRole('checkbox', { name: new RegExp(`^张伟 · ${fare.flightNo}`) }).check();
  await page.getByRole('button', { name: text('zhCn', 'change.page.next') }).click();
  await page.getByLabel(text('zhCn', 'change.page.date')).fill(dayFromToday(34));
  await page.getByRole('button', { name: text('zhCn', 'change.page.searchFlights') }).click();
  const flights = page.getByRole('list', { name: text('zhCn', 'change.page.flights') });
  await flights.getByRole('button').first().click();

  const quote = page.getByRole('table');
  await expect(quote.getByRole('rowheader', { name: '张伟' })).toBeVisible();
  await expect(quote.getByRole('rowheader', { name: '李娜' })).toHaveCount(0);
  await page.getByRole('button', { name: /^确认并支付|^确认改期/ }).click();

  // A change that costs money is a CG payable, paid on the one payment page; the gateway returns to the change.
  await expect(page).toHaveURL(/\/order\/change\/result/);
  await page.getByRole('link', { name: /^支付 ¥\d+/ }).click();
  await expect(page).toHaveURL(/\/defray\?orderNo=CG\d{13}/);
  await payByCard(page);
  await expect(page.getByRole('heading', { name: text('zhCn', 'change.page.done') })).toBeVisible({ timeout: 30_000 });
  const tickets = page.getByRole('list', { name: text('zhCn', 'change.page.newTickets') });
  await expect(tickets.getByRole('listitem')).toHaveCount(1);
  await expect(tickets).toContainText(/880-\d{10} → 880-\d{10}/);

  await page.getByRole('link', { name: text('zhCn', 'change.page.viewOrder') }).click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo\\?orderNo=${orderNo}`));
  await expect(page.getByText(text('zhCn', 'orders.timeline.changed'))).toBeVisible();
  await expect(page.getByText(/880-\d{10} → 880-\d{10}/)).toBeVisible();
});

test.describe('ticket change, paths of its user model', () => {
  // The shortest path to each final state: the change made, and each refusal a real ticket meets.
  ticketChangeTestModel.getShortestPaths({ toState: (state) => state.status === 'done' }).forEach((path) => {
    test(path.description, async ({ page, request }) => {
      test.setTimeout(90_000);
      const mobile = await newMember(page, request);
      await path.test(ticketChangePathParams(page, request, mobile));
    });
  });
});
