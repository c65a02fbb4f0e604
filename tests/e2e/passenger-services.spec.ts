import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { ANCILLARY_DEV_CALLS } from '../../contract/ancillaries/ancillary-calls';
import type { Locale } from '../../contract/locales';
import { text } from '../support/catalogue';
import { newMember } from './support/new-member';

/**
 * /passenger/pas, /member/order, /account/api and the e-ticket's content, each on a member and a ticketed trip
 * of the test's own. The trip is made with the `request` fixture: it calls from this machine, as development
 * calls require (a page's own request carries the browser's forwarded visitor address, and they answer 404).
 */
async function freshTrip(request: APIRequestContext, mobile: string) {
  const reply = await request.post(ANCILLARY_DEV_CALLS.ticketedTrip, {
    data: { mobile, departsInHours: 72, passengers: { child: false } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { orders } = (
    (await reply.json()) as { data: { orders: { orderNo: string; coupons: { ticketNo: string; name: string }[] }[] } }
  ).data;
  return { orderNo: orders[0]!.orderNo, ...orders[0]!.coupons[0]! };
}

const LOCALES: Locale[] = ['zhCn', 'zhTw', 'en'];

// Each test signs up a member of its own, and the sign-in link's test drives three browsers: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const prefix = (locale: Locale) => (locale === 'zhCn' ? '' : `/${locale}`);

/** A new member's trip, then the page at `route` in the locale, with its own title (not an unbuilt page's note). */
async function openWithFreshTrip(page: Page, request: APIRequestContext, locale: Locale, route: string) {
  const trip = await freshTrip(request, await newMember(page, request));
  await page.goto(`${prefix(locale)}/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `routes.${route}`));
  await expect(page.getByRole('main').getByText(text(locale, 'shell.unbuilt'))).toHaveCount(0);
  return trip;
}

test.describe('passenger services', () => {
  for (const locale of LOCALES) {
    test(`/passenger/pas in ${locale}: a wrong number, a wrong name, then the trip and what it can still have`, async ({
      page,
      request,
    }) => {
      const say = (key: string) => text(locale, key);
      const trip = await openWithFreshTrip(page, request, locale, 'passenger/pas');

      await page.getByLabel(say('ancillaries.lookup.ticketNo')).fill('12345');
      await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
      await expect(page.getByText(say('validation.ticketNumber'))).toBeVisible();

      await page.getByLabel(say('ancillaries.lookup.ticketNo')).fill(trip.ticketNo);
      await page.getByLabel(say('ancillaries.lookup.passengerName')).fill('王五');
      await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
      await expect(page.getByText(say('ancillaryServer.refusals.tripNotFound'))).toBeVisible();

      await page.getByLabel(say('ancillaries.lookup.passengerName')).fill(trip.name);
      await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
      await expect(page.getByRole('heading', { name: new RegExp(trip.ticketNo) })).toBeVisible();
      const luggage = page.getByLabel(say('ancillaries.validProducts.product.luggage'));
      await expect(luggage.getByRole('link', { name: say('ancillaries.validProducts.go.luggage') })).toBeVisible();
    });

    test(`/member/order in ${locale}: both order lists, a wrong name refused, then the member's own booking`, async ({
      page,
      request,
    }) => {
      const say = (key: string) => text(locale, key);
      const trip = await openWithFreshTrip(page, request, locale, 'member/order');

      await page.getByLabel(say('ancillaries.lookup.orderNo')).fill(trip.orderNo);
      await page.getByLabel(say('ancillaries.lookup.passengerName')).fill('WANG/WU');
      await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
      await expect(page.getByText(say('ancillaryServer.refusals.combiNotFound'))).toBeVisible();

      await page.getByLabel(say('ancillaries.lookup.passengerName')).fill(trip.name);
      await page.getByRole('button', { name: say('ancillaries.lookup.search') }).click();
      await expect(page.getByRole('heading', { name: new RegExp(trip.orderNo) })).toBeVisible();
      await expect(page.getByText(say('ancillaries.serviceOrders.noExtras'))).toBeVisible();
    });
  }
});

test.describe('a sign-in link (/account/api)', () => {
  for (const locale of LOCALES) {
    test(`in ${locale}: made on loginManage, it signs another browser in once and goes on to its path`, async ({
      page,
      request,
      browser,
    }) => {
      const say = (key: string) => text(locale, key);
      await newMember(page, request);
      await page.goto(`${prefix(locale)}/member/loginManage`);
      await page.getByRole('button', { name: say('account.handoff.issue') }).click();
      const link = await page.getByLabel(say('account.handoff.issued')).inputValue();
      expect(link).toMatch(new RegExp(`${prefix(locale)}/account/api\\?code=[\\w-]{43}&path=`));

      const phone = await (await browser.newContext()).newPage();
      await phone.goto(link);
      await expect(phone).toHaveURL(new RegExp(`${prefix(locale)}/member/home$`));
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(say('routes.member/home'));

      const replay = await (await browser.newContext()).newPage();
      await replay.goto(link);
      await expect(replay.getByRole('heading', { level: 1 })).toHaveText(say('routes.account/api'));
      await expect(replay.getByRole('alert')).toHaveText(say('account.handoff.used'));
      await replay.getByRole('link', { name: say('account.handoff.loginInstead') }).click();
      await expect(replay).toHaveURL(new RegExp(`${prefix(locale)}/account\\?path=`));

      await replay.goto(`${prefix(locale)}/account/api?code=broken`);
      await expect(replay.getByRole('alert')).toHaveText(say('account.handoff.invalid'));
    });
  }
});

test.describe("an e-ticket's content", () => {
  for (const locale of LOCALES) {
    test(`in ${locale}: from the header's ticket verification link to the itinerary receipt`, async ({
      page,
      request,
    }) => {
      const say = (key: string) => text(locale, key);
      const trip = await freshTrip(request, await newMember(page, request));
      await page.goto(`${prefix(locale)}/`);
      const nav = page
        .getByRole('banner')
        .getByRole('navigation', { name: say('shell.nav.label') })
        .first();
      await nav.getByRole('button', { name: say('shell.nav.tips.title') }).hover();
      await nav.getByRole('link', { name: say('frame.menus.tips.ticketVerification') }).click();
      await expect(page).toHaveURL(/\/serve\/ticketVerification$/);

      await page.getByLabel(say('ticketVerification.form.ticketNo')).fill(trip.ticketNo);
      await page.getByLabel(say('ticketVerification.form.name')).fill('王五');
      await page.getByRole('button', { name: say('ticketVerification.form.submit') }).click();
      await expect(page.getByText(say('ticketVerification.refusals.notFound'))).toBeVisible();

      await page.getByLabel(say('ticketVerification.form.name')).fill(trip.name);
      await page.getByRole('button', { name: say('ticketVerification.form.submit') }).click();
      await expect(page).toHaveURL(/\/serve\/ticketVerification\/checkTicket$/);
      await page.getByRole('button', { name: say('ticketVerification.content.show') }).click();
      const receipt = page.getByRole('region', { name: say('ticketVerification.content.heading') });
      await expect(receipt.getByText(say('ticketVerification.content.pnr'))).toBeVisible();
      await expect(receipt.getByText(/^[A-Z0-9]{6}$/)).toBeVisible();
      await expect(receipt.getByText(say('ticketVerification.content.fuelSurcharge'))).toBeVisible();
    });
  }
});
