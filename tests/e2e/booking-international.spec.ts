import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import { pickDate } from '../support/date-field';
import {
  acceptAgreement,
  acceptAndContinue,
  amountShown,
  chooseFirstFareShowingPrice,
  continueToConfirm,
  dayFromToday,
  fill,
  fillTravelDocument,
  logIn,
  passengerFieldset,
  resultsUrl,
  type TravelDocumentTraveller,
} from '../model/booking-steps';

/**
 * Seoul and back from the hub (NS3307/NS3308, daily). Each attempt, repeat or retry, flies on its own
 * days: a fare row may have only a few seats, and one passport holds one coupon per flight.
 */
function seoulRoundTrip(testInfo: TestInfo) {
  const departureDay = 30 + 4 * (testInfo.repeatEachIndex * 2 + testInfo.retry);
  return { departureDay, returnDay: departureDay + 3 };
}

const traveller = (documentExpiry: string): TravelDocumentTraveller => ({
  type: 'ADT',
  rank: 1,
  lastName: 'ZHAO',
  firstName: 'MING',
  passportNo: 'E77301234',
  birthDate: dayFromToday(0, -40),
  gender: 'male',
  nationality: 'CHN',
  issuingPlace: 'CHN',
  documentExpiry,
});

/** Logs in, searches one adult's round trip and chooses the first fare each way: the fares and taxes shown. */
async function toPassengerPageAbroad(page: Page, days: ReturnType<typeof seoulRoundTrip>) {
  await logIn(page);
  await page.goto(
    resultsUrl(
      {
        origin: 'SJW',
        destination: 'ICN',
        departureDate: dayFromToday(days.departureDay),
        returnDate: dayFromToday(days.returnDay),
        adults: 1,
        children: 0,
        infants: 0,
      },
      'international',
    ),
  );
  const outbound = await chooseFirstFareShowingPrice(page);
  await expect(page).toHaveURL(/outboundFlight=/);
  // The return leg's list replaces the outbound's: read its row only once it is there.
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${text('zhCn', 'search.results.heading.return').split(' ')[0]}`) }),
  ).toBeVisible();
  const inbound = await chooseFirstFareShowingPrice(page);
  await expect(page).toHaveURL(/\/passengerInter\?/);
  return [outbound, inbound];
}

test.describe('booking an international flight', () => {
  test('books a round trip to Seoul with a passport and flight insurance, charged the same on the confirm, pay and order pages', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const days = seoulRoundTrip(testInfo);
    const legs = await toPassengerPageAbroad(page, days);
    await fillTravelDocument(page, traveller(dayFromToday(0, 6)));

    // The first product offered for the traveller, by the ticketed name the insurance offers use.
    const insure = page
      .getByRole('checkbox', { name: fill('insurance.offers.forPassenger', { name: 'ZHAO/MING' }) })
      .first();
    const product = (await insure.locator('xpath=ancestor::*[@role="group"][1]').getAttribute('aria-label'))!;
    const offers = page.getByRole('group', { name: text('zhCn', 'insurance.offers.title') });
    const premiumPerFlight = await amountShown(
      offers.locator('div').filter({ has: page.getByRole('group', { name: product, exact: true }) }),
      'insurance.offers.price',
    );
    await insure.check();
    await expect(
      offers.getByText(fill('insurance.offers.total', { amount: premiumPerFlight * 2 }), { exact: true }),
    ).toBeVisible();
    await acceptAndContinue(page);

    // An adult pays fare + airport fee + fuel surcharge on each leg (contract/calls/flight-pricing.ts), as the
    // results showed them; the premium is per passenger per flight.
    const premium = premiumPerFlight * legs.length;
    const expectedTotal = legs.reduce((sum, leg) => sum + leg.fare + leg.taxes, 0) + premium;
    const insuranceRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `${product} × 1`, exact: true }) });
    await expect(insuranceRow.getByRole('cell').last()).toHaveText(fill('booking.price.cash', { amount: premium }));
    await expect(page.getByTestId('order-total')).toHaveText(fill('booking.price.total', { amount: expectedTotal }));

    const booked = page.waitForRequest((request) => request.url().includes('flight/bookFlightInter'));
    await page.getByRole('button', { name: text('zhCn', 'booking.confirm.submit') }).click();
    expect(decodeURIComponent((await booked).postData() ?? '')).toContain('"insurance":[{"passengerIndex":0,');
    await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page.getByRole('region', { name: fill('payment.page.orderNo', { orderNo }) })).toContainText(
      fill('payment.page.amount', { amount: expectedTotal }),
    );

    await page.goto(`/orderInfo?orderNo=${orderNo}`);
    const order = page.getByRole('region', { name: fill('orders.list.orderNo', { orderNo }) });
    await expect(order.getByText(fill('orders.money.cash', { amount: expectedTotal }), { exact: true })).toBeVisible();
    await expect(page.getByText(text('zhCn', 'orders.timeline.insurance_added'), { exact: true })).toBeVisible();
    // The traveller's policies: the product on each flight, with its premium.
    const policies = page
      .getByRole('list', { name: fill('orders.detail.insuranceOf', { name: 'ZHAO/MING' }) })
      .getByRole('listitem');
    await expect(policies).toHaveCount(legs.length);
    for (const policy of await policies.all()) {
      await expect(policy.getByText(product, { exact: true })).toBeVisible();
      await expect(
        policy.getByText(fill('orders.money.cash', { amount: premiumPerFlight }), {
          exact: true,
        }),
      ).toBeVisible();
    }
  });

  test('refuses a passport that expires before the last flight, with its message, and goes on with a later expiry', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const days = seoulRoundTrip(testInfo);
    await toPassengerPageAbroad(page, days);
    // Valid on the way out, expired by the way back.
    await fillTravelDocument(page, traveller(dayFromToday(days.departureDay + 1)));
    await acceptAgreement(page);
    await continueToConfirm(page);

    const expiry = passengerFieldset(page, 'ADT', 1).getByLabel(text('zhCn', 'passengers.form.documentExpiry'));
    await expect(expiry).toHaveAccessibleDescription(text('zhCn', 'passengers.errors.documentExpiresBeforeTravel'));
    await expect(page).toHaveURL(/\/passengerInter\?/);

    await pickDate(expiry, dayFromToday(days.returnDay + 1));
    await continueToConfirm(page);
    await expect(page).toHaveURL(/\/orderConfirm$/);
    await expect(page.getByText('ZHAO/MING', { exact: true })).toBeVisible();
  });
});
