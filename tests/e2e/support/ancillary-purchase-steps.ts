import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './site-test';
import { seriousViolations } from '../../support/axe';
import { ANCILLARY_DEV_CALLS } from '../../../contract/ancillaries/ancillary-calls';
import { DEV_CLOCK_CALLS } from '../../../contract/dev/clock';
import { say } from '../../model/check-in-steps';
import { logInAs } from '../../support/password-login';
import { MEMBER_PASSWORD, newMember } from './new-member';

/** The steps of an extra luggage or meal purchase as a member takes them, for the specs that buy one. */

export interface DevOrder {
  orderNo: string;
  flightId: number;
  departureAt: string;
  coupons: { couponId: number; ticketNo: string | null; name: string; passengerType: string }[];
}

export async function ticketedTrip(page: Page, data: object): Promise<DevOrder[]> {
  const reply = await page.request.post(ANCILLARY_DEV_CALLS.ticketedTrip, { data });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: { orders: DevOrder[] } }).data.orders;
}

/** A new member of this test with one adult's ticketed trip three days out, in time to buy luggage and meals. */
export async function newMemberWithAdultTrip(
  page: Page,
  request: APIRequestContext,
): Promise<{ mobile: string; trip: DevOrder }> {
  const mobile = await newMember(page, request);
  const [trip] = await ticketedTrip(page, { mobile, departsInHours: 72, passengers: { child: false } });
  return { mobile, trip: trip! };
}

export async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** From the member's trips: the booking, then one passenger on its flight, then the check step to the items. */
export async function choosePassenger(page: Page, kindPath: 'luggage' | 'meals', order: DevOrder, passenger: string) {
  await page.goto(`/services/${kindPath === 'luggage' ? 'createLuggage' : 'createMeals'}`);
  await expectAxeClean(page);
  await page
    .getByRole('link', { name: say(`ancillaries.info.buy.${kindPath === 'luggage' ? 'luggage' : 'meal'}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/serve/${kindPath}/myTrip$`));
  const booking = page.getByRole('listitem').filter({ hasText: order.orderNo });
  await expectAxeClean(page);
  await booking.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/serve/${kindPath}/tripComponents?/trip$`));
  await page.getByRole('checkbox', { name: new RegExp(`^${passenger}`) }).check();
  await expectAxeClean(page);
  await page.getByRole('button', { name: say('ancillaries.coupons.confirm') }).click();
  await expect(page).toHaveURL(new RegExp(`/serve/${kindPath}/buy`));
}

/** Items chosen: review, place the order (the server prices it again), and arrive at the pay page. */
export async function placeOrder(page: Page, kindPath: 'luggage' | 'meals') {
  await page.getByRole('button', { name: say('ancillaries.items.confirm') }).click();
  await expect(page).toHaveURL(new RegExp(`/orderConfirm/create${kindPath === 'luggage' ? 'Luggage' : 'Meals'}$`));
  await expectAxeClean(page);
  await page.getByRole('button', { name: say('ancillaries.confirm.place') }).click();
  await expect(page).toHaveURL(new RegExp(`/${kindPath}Defray`));
  await expect(page.getByText(/LG|ML/).first()).toBeVisible();
}

/** The transaction password fillWallet sets, to pay from the wallet with. */
export const PIN = '480315';

/**
 * Moves this browser's clock (only its own: the dev-clock cookie) to between `hours` and `hours` − 1 before the
 * departure, whatever time the real schedule's flight leaves at; sale closes and check-in windows then hold.
 */
export async function travelTo(page: Page, departureAt: string, hours: number) {
  const offsetHours = Math.ceil((Date.parse(departureAt) - Date.now()) / 3_600_000) - hours;
  expect(offsetHours).toBeGreaterThanOrEqual(0);
  expect((await page.request.post(DEV_CLOCK_CALLS.travel, { data: { offsetHours } })).ok()).toBe(true);
}

/** The member's transaction password, and ¥500 in the red-envelope wallet to pay with it. */
export async function fillWallet(page: Page, mobile: string) {
  await page.goto('/member/password/transaction');
  await page.getByLabel(say('member.security.newPin')).first().fill(PIN);
  await page.getByLabel(say('member.security.confirmPin')).first().fill(PIN);
  await page
    .getByRole('button', { name: say('member.common.save') })
    .first()
    .click();
  await expect(page.getByText(say('member.security.pinSaved'))).toBeVisible();
  expect((await page.request.post(ANCILLARY_DEV_CALLS.walletCredit, { data: { amount: 500, mobile } })).ok()).toBe(
    true,
  );
}

/** One meal ordered and left unpaid in a visit of its own (logged in, then the tab closes). Returns the order's number. */
export async function leaveMealUnpaid(tab: Page, mobile: string, order: DevOrder, passenger: string, meal: RegExp) {
  await logInAs(tab, { mobile, password: MEMBER_PASSWORD });
  await choosePassenger(tab, 'meals', order, passenger);
  await tab.getByRole('checkbox', { name: meal }).first().check();
  await placeOrder(tab, 'meals');
  const orderNo = /ML\w+/.exec((await tab.getByText(/ML\w+/).first().textContent()) ?? '')![0];
  await tab.close();
  return orderNo;
}
