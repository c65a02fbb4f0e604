import { type BrowserContext } from '@playwright/test';
import { expect, test } from './support/site-test';
import { GENDER, ID_DOCUMENT_TYPE, lookupLabelKey } from '../../contract/lookups';
import { text } from '../support/catalogue';
import { pickDate } from '../support/date-field';
import { bookingPathParams, bookingTestModel } from '../model/booking.model';
import { formatMoney } from '../../contract/money';
import {
  acceptAgreement,
  acceptAndContinue,
  chooseFirstFare,
  openPassengerPage,
  continueToConfirm,
  dayFromToday,
  fill,
  fillTraveller,
  logIn,
  partyOf,
  passengerFieldset,
  resultsUrl,
  adultsOnlySearch,
} from '../model/booking-steps';

/** In a tab of its own, the member's unfinished orders: none of them carries this passenger. */
async function expectNoOrderWith(context: BrowserContext, passengerName: string) {
  const orders = await context.newPage();
  await logIn(orders);
  await orders.goto('/member/myOrder?tab=1');
  await expect(orders.getByRole('tab', { name: text('zhCn', 'orders.tabs.unfinished') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Count only once the list (or its empty note) is there: a list still loading holds no orders either.
  await expect(
    orders
      .getByRole('article')
      .or(orders.getByText(text('zhCn', 'orders.list.empty'), { exact: true }))
      .first(),
  ).toBeVisible();
  // Newest first: an order just placed would be on this first page.
  await expect(orders.getByRole('article').filter({ hasText: passengerName })).toHaveCount(0);
  await orders.close();
}

test.describe('booking wizard', () => {
  test('books a round trip for an adult, a child and an infant, resuming after a reload at every step', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page);
    await page.goto(
      resultsUrl({
        origin: 'SJW',
        destination: 'CAN',
        departureDate: dayFromToday(7),
        returnDate: dayFromToday(10),
        adults: 1,
        children: 1,
        infants: 1,
      }),
    );
    await chooseFirstFare(page);
    await expect(page).toHaveURL(/outboundFlight=/);
    await page.reload();
    await chooseFirstFare(page);

    await expect(page).toHaveURL(/\/passenger\?/);
    const summary = page.getByRole('region', { name: text('zhCn', 'booking.summary.title') });
    await expect(summary).toContainText(text('zhCn', 'booking.summary.outbound'));
    await expect(summary).toContainText(text('zhCn', 'booking.summary.return'));
    await page.reload();
    const party = partyOf();
    for (const traveller of party) await fillTraveller(page, traveller);
    await acceptAndContinue(page);

    await page.reload();
    for (const traveller of party) await expect(page.getByText(traveller.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(text('zhCn', 'booking.price.type.infant')) })).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText('¥');

    await page.getByRole('button', { name: text('zhCn', 'booking.actions.editPassengers') }).click();
    await expect(page).toHaveURL(/\/passenger\?/);
    await expect(
      page
        .getByRole('group', { name: fill('booking.passengers.type.CHD', { rank: 1 }) })
        .getByLabel(text('zhCn', 'passengers.form.name')),
    ).toHaveValue('张小明');
    await page.getByRole('button', { name: text('zhCn', 'booking.actions.toConfirm') }).click();
    await expect(page).toHaveURL(/\/orderConfirm$/);

    await page.getByRole('button', { name: text('zhCn', 'booking.confirm.submit') }).click();
    await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);
  });

  test('a fare changed between search and order is shown with old and new price and booked at the new one', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await logIn(page);
    await openPassengerPage(page, adultsOnlySearch('SJW', 'SHA', 5));
    const chosen = new URL(page.url()).searchParams;
    await fillTraveller(page, partyOf()[0]!);
    await acceptAndContinue(page);

    const newFare = 2340;
    const changed = await request.post('/dev/orders/setFare', {
      data: {
        flightNo: chosen.get('outboundFlight'),
        flightDate: chosen.get('departureDate'),
        bookingClass: chosen.get('outboundClass'),
        price: newFare,
      },
    });
    expect(changed.ok()).toBe(true);
    await page.getByRole('button', { name: text('zhCn', 'booking.confirm.submit') }).click();
    const alert = page.getByRole('alert').filter({ hasText: text('zhCn', 'booking.fareChanged.title') });
    await expect(alert).toContainText(formatMoney(newFare, 'zhCn'));
    await page.reload();
    await alert.getByRole('button', { name: text('zhCn', 'booking.fareChanged.accept') }).click();
    await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);
  });

  test('books a saved passenger with insurance and saves a new passenger as a frequent one', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page);
    // The demo member's own saved passenger: a day of the test's own, so no other booking of 张伟 is on that flight.
    const day = 9 + Math.floor(Math.random() * 40);
    const search = resultsUrl(adultsOnlySearch('SJW', 'SHA', day, 2));
    await page.goto(search);
    await chooseFirstFare(page);
    await expect(page).toHaveURL(/\/passenger\?/);
    const picker = page.getByRole('group', { name: text('zhCn', 'passengers.picker.title') });
    await picker.getByRole('checkbox', { name: /张伟/ }).check();
    const firstAdult = page.getByRole('group', { name: fill('booking.passengers.type.ADT', { rank: 1 }) });
    await expect(firstAdult.getByLabel(text('zhCn', 'passengers.form.name'))).toHaveValue('张伟');
    const newcomer = { type: 'ADT' as const, rank: 2, name: '赵新', birthDate: dayFromToday(3, -41), sequence: 91 };
    await fillTraveller(page, newcomer);
    await page
      .getByRole('group', { name: fill('booking.passengers.type.ADT', { rank: 2 }) })
      .getByRole('checkbox', { name: text('zhCn', 'passengers.form.saveAsFrequent') })
      .check();
    const insure = page
      .getByRole('checkbox', { name: fill('insurance.offers.forPassenger', { name: '张伟' }) })
      .first();
    const product = await insure.locator('xpath=ancestor::*[@role="group"][1]').getAttribute('aria-label');
    await insure.check();
    await acceptAndContinue(page);

    await expect(page.getByRole('row', { name: new RegExp(product!) })).toBeVisible();
    const booked = page.waitForRequest((request) => request.url().includes('flight/bookFlight'));
    await page.getByRole('button', { name: text('zhCn', 'booking.confirm.submit') }).click();
    expect(decodeURIComponent((await booked).postData() ?? '').replaceAll('+', ' ')).toMatch(
      /"insurance":\[\{"passengerIndex":0,"productCode":"[\w-]+"\}\]/,
    );
    await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);

    await page.goto(search.replace(dayFromToday(day), dayFromToday(day + 2)));
    await chooseFirstFare(page);
    await expect(
      page
        .getByRole('group', { name: text('zhCn', 'passengers.picker.title') })
        .getByRole('checkbox', { name: /赵新/ }),
    ).toBeVisible();
  });

  test('refuses a party whose types by birth date differ from the search, books nothing, and goes on once the birth date is right', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await logIn(page);
    await openPassengerPage(page, adultsOnlySearch('SJW', 'CTU', 8, 2));
    await fillTraveller(page, { type: 'ADT', rank: 1, name: '孙立', birthDate: dayFromToday(0, -38), sequence: 161 });
    // The second adult's place, filled with the passport of a six-year-old: a child on this flight.
    const second = passengerFieldset(page, 'ADT', 2);
    await second.getByLabel(text('zhCn', 'passengers.form.name')).fill('孙小禾');
    await second
      .getByLabel(text('zhCn', 'passengers.form.documentType'))
      .selectOption({ label: text('zhCn', lookupLabelKey('idDocumentType', ID_DOCUMENT_TYPE.passport)) });
    await second.getByLabel(text('zhCn', 'passengers.form.documentNo')).fill('E90160162');
    await second
      .getByLabel(text('zhCn', 'passengers.form.gender'))
      .selectOption({ label: text('zhCn', lookupLabelKey('gender', GENDER.female)) });
    const birthDate = second.getByLabel(text('zhCn', 'passengers.form.birthDate'));
    await pickDate(birthDate, dayFromToday(0, -6));
    await acceptAgreement(page);
    await continueToConfirm(page);

    const refusal = fill('booking.passengers.typesDiffer', { adults: 2, children: 0, infants: 0 });
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveText(refusal);
    await expect(page).toHaveURL(/\/passenger\?/);
    await expectNoOrderWith(context, '孙小禾');

    await pickDate(birthDate, dayFromToday(0, -26));
    await continueToConfirm(page);
    await expect(page).toHaveURL(/\/orderConfirm$/);
    await expect(
      page.getByRole('rowheader', { name: `${text('zhCn', 'booking.price.type.adult')} × 2`, exact: true }),
    ).toBeVisible();
  });
});

test.describe('booking wizard, paths of its user model', () => {
  // Each path books its own days, so no traveller is booked twice on one flight.
  bookingTestModel.getShortestPaths().forEach((path, index) => {
    test(path.description, async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page);
      await path.test(bookingPathParams(page, 14 + 4 * index));
    });
  });
});
