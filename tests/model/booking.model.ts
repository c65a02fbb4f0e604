import { expect, type Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { text } from '../support/catalogue';
import {
  acceptAndContinue,
  chooseFirstFare,
  dayFromToday,
  fill,
  fillTraveller,
  partyOf,
  resultsUrl,
} from './booking-steps';

/**
 * What a traveller sees of the booking wizard, as a model without invoke or after (createTestModel refuses
 * those): its events are what the traveller does on the real site, its states what the page must show.
 */
export const bookingUserModel = createMachine({
  id: 'bookingUser',
  initial: 'choosingOutbound',
  states: {
    choosingOutbound: { on: { 'fare.chooseOutbound': 'choosingReturn' } },
    choosingReturn: { on: { 'fare.chooseReturn': 'enteringPassengers' } },
    enteringPassengers: { on: { 'passengers.submit': 'confirming' } },
    confirming: { on: { 'passengers.edit': 'editingPassengers', 'order.submit': 'awaitingPayment' } },
    editingPassengers: { on: { 'passengers.resubmit': 'confirming' } },
    awaitingPayment: { type: 'final' },
  },
});

export const bookingTestModel = createTestModel(bookingUserModel);

const party = partyOf().slice(0, 2);

/** The page's checks for each model state, and the traveller's actions for each event, on a logged-in page. */
export function bookingPathParams(page: Page, daysAhead: number) {
  return {
    states: {
      choosingOutbound: async () => {
        await page.goto(
          resultsUrl({
            origin: 'SJW',
            destination: 'CAN',
            departureDate: dayFromToday(daysAhead),
            returnDate: dayFromToday(daysAhead + 3),
            adults: 1,
            children: 1,
            infants: 0,
          }),
        );
        await expect(
          page.getByRole('button', { name: new RegExp(`^${text('zhCn', 'search.results.choose')}`) }).first(),
        ).toBeVisible();
      },
      choosingReturn: async () => {
        await expect(page).toHaveURL(/outboundFlight=/);
      },
      enteringPassengers: async () => {
        await expect(page).toHaveURL(/\/passenger\?/);
        await expect(page.getByRole('group', { name: fill('booking.passengers.type.CHD', { rank: 1 }) })).toBeVisible();
      },
      confirming: async () => {
        await expect(page).toHaveURL(/\/orderConfirm$/);
        for (const traveller of party) await expect(page.getByText(traveller.name, { exact: true })).toBeVisible();
        await expect(page.getByTestId('order-total')).toContainText('¥');
      },
      editingPassengers: async () => {
        await expect(page).toHaveURL(/\/passenger\?/);
        await expect(
          page
            .getByRole('group', { name: fill('booking.passengers.type.CHD', { rank: 1 }) })
            .getByLabel(text('zhCn', 'passengers.form.name')),
        ).toHaveValue(party[1]!.name);
      },
      awaitingPayment: async () => {
        await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);
      },
    },
    events: {
      'fare.chooseOutbound': () => chooseFirstFare(page),
      'fare.chooseReturn': () => chooseFirstFare(page),
      'passengers.submit': async () => {
        for (const traveller of party) await fillTraveller(page, traveller);
        await acceptAndContinue(page);
      },
      'passengers.edit': () =>
        page.getByRole('button', { name: text('zhCn', 'booking.actions.editPassengers') }).click(),
      'passengers.resubmit': () =>
        page.getByRole('button', { name: text('zhCn', 'booking.actions.toConfirm') }).click(),
      'order.submit': () => page.getByRole('button', { name: text('zhCn', 'booking.confirm.submit') }).click(),
    },
  };
}
