import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import { createTicketedTrip } from '../model/check-in-steps';
import { payByCard } from './support/paid-order';
import { newMember } from './support/new-member';
import { changeFlightSearch, ticketChangePathParams, ticketChangeTestModel } from '../model/ticket-change.model';

test('a member changes one passenger to the next day, pays the difference and sees the new ticket on the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A member of its own with a Y ticket (and a child beside) two days and a half ahead: Y changes for 5 % then
  // (contract/fare-rules/change-fee.ts), where the cheapest economy fare, L, allows no change.
  const mobile = await newMember(page, request);
  const trip = await createTicketedTrip(request, mobile, {
    departsAfterHours: 60,
    bookingClass: 'Y',
    passengers: { child: true },
  });
  const { flightNo } = trip.trip.flight;
  const [adult, child] = ['ADT', 'CHD'].map((type) => trip.coupons.find((coupon) => coupon.passengerType === type)!);

  await page.goto(`/orderInfo?orderNo=${trip.orderNo}`);
  await page.getByRole('link', { name: text('zhCn', 'orders.detail.change') }).click();
  await expect(page).toHaveURL(new RegExp(`/order/change\\?orderNo=${trip.orderNo}`));
  await page.getByRole('checkbox', { name: new RegExp(`^${adult!.name} · ${flightNo}`) }).check();
  await page.getByRole('button', { name: text('zhCn', 'change.page.next') }).click();
  const { searchNextFlyingDay, chooseFirstFlight } = changeFlightSearch(page);
  await searchNextFlyingDay(trip.trip.flight);
  await chooseFirstFlight();

  const quote = page.getByRole('table');
  await expect(quote.getByRole('rowheader', { name: adult!.name })).toBeVisible();
  await expect(quote.getByRole('rowheader', { name: child!.name })).toHaveCount(0);
  await page.getByRole('button', { name: /^确认并支付/ }).click();

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
  await expect(page).toHaveURL(new RegExp(`/orderInfo\\?orderNo=${trip.orderNo}`));
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
