import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { DISRUPTION_CALLS } from '../../contract/call-paths';
import { formatCalendarDate } from '../../contract/written-dates';
import { text } from '../support/catalogue';
import { foreignDates } from '../support/written-dates';
import { adultOf, choosePassenger, chosenSeat, continueAndCheckIn, findByTicket, say } from '../model/check-in-steps';
import { logInAs } from '../support/password-login';
import {
  chooseNextDayFlight,
  confirmFreeChange,
  disruptedTrip,
  expectNotice,
  noticeRegion,
  openOffer,
  refundAll,
  travelToCheckIn,
} from '../model/disruption-steps';
import { disruptionKindOf, disruptionOfferPathParams, disruptionOfferTestModel } from '../model/disruption-offer.model';
import { MEMBER_PASSWORD, newMember } from './support/new-member';

/** Opens a page and waits for its answer to the notices call: a page without a notice has then really none. */
async function openAndReadNotices(page: Page, path: string) {
  const answered = page.waitForResponse((response) => response.url().includes(DISRUPTION_CALLS.disruptionNotices));
  await page.goto(path);
  await answered;
}

/** The order's detail page, loaded: its heading names the order. */
const orderHeading = (page: Page, orderNo: string) =>
  page.getByRole('heading', { name: say('orders.list.orderNo', { orderNo }) });

test.describe('a cancelled flight, changed for free and checked in', () => {
  // The check-in of the new flight moves this browser's clock (a dev-clock cookie, which only callers on this
  // machine may send): this test's pages call from loopback rather than a visitor address of their own.
  test.use({ ownAddress: false });

  test('the notice on home and the order, the free change to the next day, a new ticket, its boarding pass', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const mobile = await newMember(page, request);
    const trip = await disruptedTrip(request, mobile);
    const adult = adultOf(trip);

    await page.goto('/');
    await expectNotice(page, trip, 'canceled');
    await page.goto(`/orderInfo?orderNo=${trip.orderNo}`);
    await expect(orderHeading(page, trip.orderNo)).toBeVisible();
    await expectNotice(page, trip, 'canceled');

    await openOffer(page, trip, 'canceled');
    const flight = await chooseNextDayFlight(page, trip);
    const newTicketNo = await confirmFreeChange(page, trip);

    // Back to the order in the page: the notice is gone at once, not when the cached list goes stale.
    await page.getByRole('link', { name: say('disruption.offer.toOrder', { orderNo: trip.orderNo }) }).click();
    await expect(orderHeading(page, trip.orderNo)).toBeVisible();
    await expect(noticeRegion(page)).toHaveCount(0);
    await openAndReadNotices(page, '/');
    await expect(noticeRegion(page)).toHaveCount(0);

    // Three hours before the new flight (this browser's clock only), check-in finds the new ticket.
    const traveller = await browser.newContext();
    const checkIn = await traveller.newPage();
    await travelToCheckIn(checkIn, flight);
    await logInAs(checkIn, { mobile, password: MEMBER_PASSWORD });
    await findByTicket(checkIn, { ticketNo: newTicketNo, name: adult.name });
    await choosePassenger(checkIn, adult.name);
    await checkIn.getByRole('button', { name: say('checkin.seatMap.showList') }).focus();
    await checkIn.keyboard.press('Tab');
    await checkIn.keyboard.press('Enter');
    const seat = await chosenSeat(checkIn);
    await continueAndCheckIn(checkIn);
    await expect(checkIn).toHaveURL(/\/serve\/checkIn\/borderPass$/);
    const pass = checkIn.getByRole('article', { name: new RegExp(adult.name) });
    await expect(pass).toContainText(seat);
    await expect(pass).toContainText(flight.flightNo);
    await traveller.close();
  });
});

test.describe('a cancelled flight refunded in full', () => {
  test('another traveller refunds in full with no fee: what was paid comes back, and the notice goes', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const trip = await disruptedTrip(request, await newMember(page, request));
    const { flightNo, flightDate } = trip.trip.flight;

    // In English, the notice writes the day as the English pages write days.
    await page.goto(`/en/orderInfo?orderNo=${trip.orderNo}`);
    const english = page.getByRole('region', { name: text('en', 'disruption.notice.title') });
    await expect(english).toContainText(`Flight ${flightNo} on ${formatCalendarDate(flightDate, 'en')} (`);
    await expect(english).toContainText(' is cancelled.');
    expect(foreignDates((await english.textContent()) ?? '', 'en')).toEqual([]);

    await page.goto(`/order`);
    await expectNotice(page, trip, 'canceled');
    await page.goto(`/orderInfo?orderNo=${trip.orderNo}`);
    const paid = page.getByText(say('orders.detail.total'), { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(paid).toHaveText(/¥\d/);
    const paidAmount = (await paid.textContent())!;

    await openOffer(page, trip, 'canceled');
    await page.getByRole('button', { name: say('disruption.offer.refund') }).click();
    await expect(page).toHaveURL(new RegExp(`/refund\\?orderNo=${trip.orderNo}`));
    const fee = page.getByText(say('refund.quote.totalFee'), { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(fee).toHaveText(/^-¥0(\.00)?$/);
    expect(await refundAll(page, trip)).toBe(paidAmount);

    await openAndReadNotices(page, '/member/myOrder');
    await expect(page.getByText(trip.orderNo).first()).toBeVisible();
    await expect(noticeRegion(page)).toHaveCount(0);
  });
});

test.describe('the disruption offer, paths of its user model', () => {
  // One path to each final state of the offer chart: changed, left for the refund, left for the certificate
  // (a delayed flight), and nothing left to offer (refunded meanwhile in another tab).
  disruptionOfferTestModel.getShortestPaths({ toState: (state) => state.status === 'done' }).forEach((path) => {
    test(path.description, async ({ page, request }) => {
      test.setTimeout(90_000);
      const kind = disruptionKindOf(path);
      const mobile = await newMember(page, request);
      const trip = await disruptedTrip(request, mobile, kind);
      await path.test(disruptionOfferPathParams(page, trip, kind, mobile));
    });
  });
});
