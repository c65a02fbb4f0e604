import { expect, test } from './support/site-test';
import { ANCILLARY_DEV_CALLS } from '../../contract/ancillaries/ancillary-calls';
import { say } from '../model/check-in-steps';
import { choosePassenger, newMemberWithAdultTrip, placeOrder } from './support/ancillary-purchase-steps';

/** One purchase across its pages (trips to pay): one actor, so nothing it started is lost on the way. */

// The development calls (a ticketed trip, the meal stock) answer callers on this machine only.
test.use({ ownAddress: false });

test('a luggage purchase goes on across a reload of its pay page, is paid there, and the next one starts from the trips', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { trip } = await newMemberWithAdultTrip(page, request);
  await choosePassenger(page, 'luggage', trip, trip.coupons[0]!.name);
  await page.getByRole('checkbox', { name: /^10\s*(公斤|kg)/i }).check();
  await placeOrder(page, 'luggage');
  const orderNo = /LG\w+/.exec((await page.getByText(/LG\w+/).first().textContent()) ?? '')![0];

  // The tab's saved purchase comes back at the same order, with its pay form.
  await page.reload();
  await expect(page).toHaveURL(/\/luggageDefray$/);
  await expect(page.getByText(say('ancillaries.pay.orderNo', { orderNo }))).toBeVisible();
  await page.getByRole('radio', { name: /微信支付/ }).check();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  const phone = await context.newPage();
  await phone.goto((await page.getByRole('link', { name: say('ancillaries.pay.openOnPhone') }).getAttribute('href'))!);
  await phone.getByRole('button', { name: /^确认支付/ }).click();
  await expect(phone.getByText(say('payment.sandbox.settled.paid'))).toBeVisible();
  await phone.close();
  await expect(page.getByText(say('ancillaries.outcome.paidTitle'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(say('ancillaries.outcome.paid', { orderNo }))).toBeVisible();

  // "Buy another" goes back to the member's trips, which load there: the same purchase's actor, not a new one.
  await page.getByRole('button', { name: say('ancillaries.outcome.again') }).click();
  await expect(page).toHaveURL(/\/serve\/luggage\/myTrip$/);
  await expect(page.getByRole('listitem').filter({ hasText: trip.orderNo })).toBeVisible();
});

test('a meal sold out while its order is confirmed: "change the items" checks the offers again and shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { trip } = await newMemberWithAdultTrip(page, request);
  await choosePassenger(page, 'meals', trip, trip.coupons[0]!.name);
  await page.getByRole('checkbox', { name: /清真/ }).first().check();
  await page.getByRole('button', { name: say('ancillaries.items.confirm') }).click();
  await expect(page).toHaveURL(/\/orderConfirm\/createMeals$/);
  // Meanwhile the flight's last halal meals go to others.
  const stock = { flightId: trip.flightId, itemCode: 'MHL1', left: 0 };
  expect((await page.request.post(ANCILLARY_DEV_CALLS.mealStock, { data: stock })).ok()).toBe(true);
  await page.getByRole('button', { name: say('ancillaries.confirm.place') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // The check the confirm page starts goes on on the check page (it once stopped there, waiting for ever).
  await page.getByRole('button', { name: say('ancillaries.actions.changeItems') }).click();
  await expect(page).toHaveURL(/\/serve\/meals\/buyMeals$/, { timeout: 15_000 });
  await expect(page.getByRole('checkbox', { name: /清真/ }).first()).toBeDisabled();
});
