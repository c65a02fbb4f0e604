import type { Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { LOCALES, type Locale } from '../../contract/locales';
import { dayFromToday, resultsUrl, adultsOnlySearch } from '../model/booking-steps';
import { adultOf, createTicketedTrip, findByTicket } from '../model/check-in-steps';
import { localePath } from '../support/locales';
import { SPEC_ROUTES } from '../support/spec-routes';
import { seriousViolations } from '../support/axe';
import { foreignDates } from '../support/written-dates';
import { newMember } from './support/new-member';

/**
 * Every page of the spec, in every language: its dates written the one way src/i18n/format.ts does, and no
 * serious or critical axe finding on a phone (390 px, where WCAG 2.2's target size bites) nor on a desktop.
 * One load serves all three checks. The test's own member has a ticketed trip, so the pages that list orders, trips and flights have dates to show; the pages that need
 * an order or a search in their address are visited with one besides their bare route.
 */

const search = adultsOnlySearch('SJW', 'CAN', 3);

function pagesWithData(orderNo: string): string[] {
  const results = resultsUrl(search);
  const query = results.slice(results.indexOf('?'));
  return [
    results,
    `/queryFlight/priceDate${query}&month=${search.departureDate.slice(0, 7)}`,
    `/orderInfo?orderNo=${orderNo}`,
    `/refund?orderNo=${orderNo}`,
    `/order/change?orderNo=${orderNo}`,
    `/disruption?orderNo=${orderNo}`,
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect.soft(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

/**
 * Which widths axe scans a page at in a language. Every page is read for dates in every language; axe, far
 * slower, takes turns: each page is scanned once at each width, in a different language each, so the three
 * runs together cover every page at both widths and every language at both.
 */
function axeWidths(locale: Locale, pageIndex: number): (typeof PHONE)[] {
  const turn = (pageIndex + LOCALES.indexOf(locale)) % LOCALES.length;
  return [turn === 0 && PHONE, turn === 1 && DESKTOP].filter((width) => width !== false);
}

async function expectWellWritten(page: Page, locale: Locale, path: string, pageIndex: number): Promise<void> {
  const where = localePath(locale, path);
  await page.setViewportSize(PHONE);
  const text = await settledText(page, where);
  expect.soft(foreignDates(text, locale), `dates written another way on ${where}`).toEqual([]);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const width of axeWidths(locale, pageIndex)) {
    await page.setViewportSize(width);
    await expectAxeClean(page, `${where} at ${width.width} px`);
  }
}

/** The pages one test reads: few enough that a busy machine finishes them well inside its time. */
const BATCH = 12;
const batchesOf = (paths: string[]) =>
  Array.from({ length: Math.ceil(paths.length / BATCH) }, (_, index) =>
    paths.slice(index * BATCH, (index + 1) * BATCH),
  );
// The order's number is known only once the test has made it: its pages are named with a placeholder.
const ORDER = '{orderNo}';
const BATCHES = batchesOf([...pagesWithData(ORDER), ...SPEC_ROUTES.map((route) => route.path)]);

test.describe('every page writes its dates one way and passes axe at 390 and 1280 px', () => {
  for (const locale of LOCALES) {
    for (const [batchIndex, paths] of BATCHES.entries()) {
      test(`in ${locale}: ${paths[0]} … ${paths.at(-1)}`, async ({ page, request }) => {
        test.setTimeout(60_000 + paths.length * 15_000);
        const mobile = await newMember(page, request);
        const trip = await createTicketedTrip(request, mobile);
        for (const [index, path] of paths.entries()) {
          const withOrder = path.replace(ORDER, trip.orderNo);
          await test.step(withOrder, () => expectWellWritten(page, locale, withOrder, batchIndex * BATCH + index));
        }
        if (batchIndex > 0) return;
        // The check-in card of the trip, found once, then read in the page's language.
        const adult = adultOf(trip);
        await findByTicket(page, adult);
        const list = localePath(locale, '/serve/checkIn/checkInList');
        const cardText = await settledText(page, list);
        expect(cardText).toContain(adult.name);
        expect.soft(foreignDates(cardText, locale), `dates written another way on ${list}`).toEqual([]);
      });
    }
  }
});
