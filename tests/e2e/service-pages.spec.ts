import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { ANCILLARY_DEV_CALLS } from '../../contract/ancillaries/ancillary-calls';
import { text } from '../support/catalogue';
import { logInAs, say } from '../model/check-in-steps';

/** /passenger/pas and /member/order: lookups by a number and the passenger's name, on a fresh trip of this test's own. */
const MEMBER = { mobile: '13800138000', password: 'Hbhk@2026' };

async function freshTrip(page: Page) {
  const reply = await page.request.post(ANCILLARY_DEV_CALLS.ticketedTrip, {
    data: { mobile: MEMBER.mobile, departsInHours: 72, passengers: { child: false } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { orders } = (
    (await reply.json()) as {
      data: { orders: { orderNo: string; coupons: { ticketNo: string; name: string }[] }[] };
    }
  ).data;
  return { orderNo: orders[0]!.orderNo, ...orders[0]!.coupons[0]! };
}

test('passenger services: a ticket and its passenger’s name show what each flight can still have', async ({ page }) => {
  await logInAs(page, MEMBER);
  const ticket = await freshTrip(page);
  await page.goto('/passenger/pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('routes.passenger/pas'));
  await expect(page.getByRole('main').getByText(say('shell.unbuilt'))).toHaveCount(0);

  await page.getByLabel(say('ancillaries.lookup.ticketNo')).fill('12345');
  await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
  await expect(page.getByText(say('validation.ticketNumber'))).toBeVisible();

  await page.getByLabel(say('ancillaries.lookup.ticketNo')).fill(ticket.ticketNo);
  await page.getByLabel(say('ancillaries.lookup.passengerName')).fill('王五');
  await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
  await expect(page.getByText(say('ancillaryServer.refusals.tripNotFound'))).toBeVisible();

  await page.getByLabel(say('ancillaries.lookup.passengerName')).fill(ticket.name);
  await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
  await expect(page.getByRole('heading', { name: new RegExp(ticket.ticketNo) })).toBeVisible();
  const luggage = page.getByLabel(say('ancillaries.validProducts.product.luggage'));
  await expect(luggage.getByRole('link', { name: say('ancillaries.validProducts.go.luggage') })).toBeVisible();
  await expect(page.getByLabel(say('ancillaries.validProducts.product.checkIn'))).toContainText('值机');
});

test('in English, order management lists both order lists and finds the extras of one booking', async ({ page }) => {
  await logInAs(page, MEMBER);
  const trip = await freshTrip(page);
  await page.goto('/en/member/order');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'routes.member/order'));
  await expect(page.getByRole('link', { name: 'Open Luggage orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Meal orders' })).toBeVisible();

  await page.getByLabel(text('en', 'ancillaries.lookup.orderNo')).fill(trip.orderNo);
  await page.getByLabel(text('en', 'ancillaries.lookup.passengerName')).fill('WANG/WU');
  await page.getByRole('button', { name: text('en', 'ancillaries.lookup.search') }).click();
  await expect(page.getByText(text('en', 'ancillaryServer.refusals.combiNotFound'))).toBeVisible();

  await page.getByLabel(text('en', 'ancillaries.lookup.passengerName')).fill(trip.name);
  await page.getByRole('button', { name: text('en', 'ancillaries.lookup.search') }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${trip.orderNo}`) })).toBeVisible();
  await expect(page.getByText(text('en', 'ancillaries.serviceOrders.noExtras'))).toBeVisible();
});
