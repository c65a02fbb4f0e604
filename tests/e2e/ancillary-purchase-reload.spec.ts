import { expect, test } from './support/site-test';
import { say } from '../model/check-in-steps';
import { choosePassenger, placeOrder, ticketedTrip } from './support/ancillary-purchase-steps';
import { newMember } from './support/new-member';

// The development calls (a ticketed trip) answer callers on this machine only.
test.use({ ownAddress: false });

test('a luggage purchase goes on across a reload of its pay page, is paid there, and the next one starts from the trips', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const mobile = await newMember(page, request);
  const [trip] = await ticketedTrip(page, { mobile, departsInHours: 72, passengers: { child: false } });
  await choosePassenger(page, 'luggage', trip!, trip!.coupons[0]!.name);
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
  await expect(page.getByRole('listitem').filter({ hasText: trip!.orderNo })).toBeVisible();
});
