import type { Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { LOCALES, type Locale } from '../../contract/locales';
import { dayFromToday, resultsUrl } from '../model/booking-steps';
import { createTicketedTrip, findByTicket } from '../model/check-in-steps';
import { localePath } from '../support/locales';
import { SPEC_ROUTES } from '../support/spec-routes';
import { foreignDates } from '../support/written-dates';
import { newMember } from './support/new-member';

/**
 * Every page of the spec, in every language, writes its dates the one way src/i18n/format.ts does. The test's
 * own member has a ticketed trip, so the pages that list orders, trips and flights have dates to show; the pages that need
 * an order or a search in their address are visited with one besides their bare route.
 */

const search = {
  origin: 'SJW',
  destination: 'CAN',
  departureDate: dayFromToday(3),
  adults: 1,
  children: 0,
  infants: 0,
};

function pagesWithData(orderNo: string): string[] {
  const results = resultsUrl(search);
  const query = results.slice(results.indexOf('?'));
  return [
    results,
    `/queryFlight/priceDate${query}&month=${search.departureDate.slice(0, 7)}`,
    `/orderInfo?orderNo=${orderNo}`,
    `/refund?orderNo=${orderNo}`,
    `/flightStatus?dep=SJW&arr=CAN&date=${dayFromToday(0)}`,
  ];
}

/** The page's text once it has loaded what it shows (its heading, then a quiet network). */
async function settledText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A page that polls (flight status) never goes quiet for long: its first answers are what matter.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.locator('body').innerText();
}

async function expectOneWayOfWriting(page: Page, locale: Locale, path: string): Promise<void> {
  const text = await settledText(page, localePath(locale, path));
  expect.soft(foreignDates(text, locale), `dates written another way on ${localePath(locale, path)}`).toEqual([]);
}

test.describe('every page writes its dates one way per language', () => {
  for (const locale of LOCALES) {
    test(`in ${locale}`, async ({ page, request }) => {
      test.setTimeout(60_000 + SPEC_ROUTES.length * 4_000);
      const mobile = await newMember(page, request);
      const trip = await createTicketedTrip(request, mobile);

      for (const path of pagesWithData(trip.orderNo))
        await test.step(path, () => expectOneWayOfWriting(page, locale, path));

      // The check-in card of the trip, found once, then read in the page's language.
      const adult = trip.coupons.find((coupon) => coupon.passengerType === 'ADT')!;
      await findByTicket(page, adult);
      const list = localePath(locale, '/serve/checkIn/checkInList');
      const cardText = await settledText(page, list);
      expect(cardText).toContain(adult.name);
      expect.soft(foreignDates(cardText, locale), `dates written another way on ${list}`).toEqual([]);

      for (const route of SPEC_ROUTES)
        await test.step(route.path, () => expectOneWayOfWriting(page, locale, route.path));
    });
  }
});
