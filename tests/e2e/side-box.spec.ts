import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import { acceptAndContinue, chooseFirstFare, dayFromToday, fillTraveller, logIn } from '../model/booking-steps';
import { sjwToCan } from './support/paid-order';

const t = (key: string) => text('zhCn', key);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue 19: on a phone the floating side box covered the fare column of /orderInfo, the document-type select
 * of /passenger and the edges of the result cards. Wherever the page is scrolled (top, middle, bottom), the
 * side box and the page's content must not share a pixel.
 */
async function expectSideBoxCoversNothing(page: Page) {
  const sideBox = page.getByRole('complementary', { name: t('frame.sideBox.label') });
  await expect(sideBox).toBeVisible();
  const main = page.locator('#main-content');
  for (const share of [0, 0.5, 1]) {
    await page.evaluate(
      (part) => window.scrollTo(0, part * (document.documentElement.scrollHeight - window.innerHeight)),
      share,
    );
    const [box, content] = [await sideBox.boundingBox(), await main.boundingBox()];
    expect(overlaps(box!, content!), `side box ${JSON.stringify(box)} over the content at ${share * 100} %`).toBe(
      false,
    );
  }
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at 390 px the side box covers no result card, passenger field or order fare', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto(sjwToCan(19));
  await expect(page.getByRole('button', { name: new RegExp(`^${t('search.results.choose')}`) }).first()).toBeVisible();
  await expectSideBoxCoversNothing(page);

  await chooseFirstFare(page);
  await expect(page).toHaveURL(/\/passenger\?/);
  await expect(page.getByLabel(t('passengers.form.documentType')).first()).toBeVisible();
  await expectSideBoxCoversNothing(page);

  // A document of its own: a retry on the same database must not find this traveller already on the flight.
  const sequence = 100 + Math.floor(Math.random() * 800);
  await fillTraveller(page, { type: 'ADT', rank: 1, name: '周航', birthDate: dayFromToday(0, -33), sequence });
  await acceptAndContinue(page);
  await page.getByRole('button', { name: t('booking.confirm.submit') }).click();
  await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.goto(`/orderInfo?orderNo=${orderNo}`);
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await expectSideBoxCoversNothing(page);
});
