import { type Page } from '@playwright/test';
import { expect } from './site-test';
import { seriousViolations } from '../../support/axe';
import { ANCILLARY_DEV_CALLS } from '../../../contract/ancillaries/ancillary-calls';
import { say } from '../../model/check-in-steps';

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
