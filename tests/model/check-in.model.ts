import { expect, type Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { adultOf, chosenSeat, fillTicketLookup, say, type DevTrip } from './check-in-steps';

/**
 * What a traveller sees of online check-in, as a model without invoke or after (createTestModel refuses those):
 * its events are what the traveller does on the real site, its states what the page must show.
 */
export const checkInUserModel = createMachine({
  id: 'checkInUser',
  initial: 'findingTrip',
  states: {
    findingTrip: { on: { 'trip.findByTicket': 'choosingPassengers', 'trip.findByDocument': 'choosingPassengers' } },
    choosingPassengers: { on: { 'passenger.choose': 'choosingSeats' } },
    choosingSeats: { on: { 'seat.chooseByKeyboard': 'seatChosen' } },
    seatChosen: { on: { 'seats.confirm': 'confirming' } },
    confirming: { on: { 'checkIn.submit': 'boardingPass' } },
    boardingPass: { on: { 'checkIn.cancel': 'confirmingCancel' } },
    confirmingCancel: { on: { 'cancel.confirm': 'cancelled' } },
    cancelled: { type: 'final' },
  },
});

export const checkInTestModel = createTestModel(checkInUserModel);

/** The page's checks for each model state, and the traveller's actions for each event, for one ticketed adult. */
export function checkInPathParams(page: Page, trip: DevTrip) {
  const adult = adultOf(trip);
  const search = (form: string) =>
    page
      .getByRole('form', { name: say(form) })
      .getByRole('button', { name: say('checkin.find.search') })
      .click();
  let seat = '';
  return {
    states: {
      findingTrip: async () => {
        await page.goto('/serve/checkIn');
        await expect(page.getByRole('form', { name: say('checkin.find.byTicket') })).toBeVisible();
      },
      choosingPassengers: async () => {
        await expect(page).toHaveURL(/\/serve\/checkIn\/checkInList$/);
        await expect(
          page.getByRole('checkbox', { name: say('checkin.passengers.choose', { name: adult.name }) }),
        ).toBeVisible();
      },
      choosingSeats: async () => {
        await expect(page).toHaveURL(/\/serve\/checkIn\/checkSeat$/);
        await expect(page.getByRole('region', { name: /经济舱/ })).toBeVisible();
      },
      seatChosen: async () => {
        seat = await chosenSeat(page);
        await expect(
          page.getByRole('status').filter({ hasText: say('checkin.seats.summary', { name: adult.name, seat }) }),
        ).toBeVisible();
      },
      confirming: async () => {
        await expect(page).toHaveURL(/\/serve\/checkIn\/trip$/);
        await expect(page.getByText(say('checkin.seats.summary', { name: adult.name, seat }))).toBeVisible();
      },
      boardingPass: async () => {
        await expect(page).toHaveURL(/\/serve\/checkIn\/borderPass$/);
        await expect(page.getByRole('article', { name: new RegExp(adult.name) })).toContainText(seat);
      },
      confirmingCancel: async () => {
        await expect(page.getByRole('dialog')).toContainText(say('checkin.pass.cancelConfirm', { names: adult.name }));
      },
      cancelled: async () => {
        await expect(page.getByRole('status').filter({ hasText: say('checkin.pass.cancelled') })).toBeVisible();
      },
    },
    events: {
      'trip.findByTicket': async () => {
        await fillTicketLookup(page, adult.ticketNo!, adult.name);
        await search('checkin.find.byTicket');
      },
      'trip.findByDocument': async () => {
        await page.getByLabel(say('checkin.find.documentNo')).fill(adult.documentNo);
        await page.getByLabel(say('checkin.find.name'), { exact: true }).fill(adult.name);
        await search('checkin.find.byDocument');
        // A traveller with several upcoming trips picks this booking's flight first.
        const choice = page
          .getByRole('button', { name: new RegExp(say('checkin.find.choose', { flightNo: '' }).trim()) })
          .first();
        const passenger = page.getByRole('checkbox', { name: say('checkin.passengers.choose', { name: adult.name }) });
        await expect(passenger.or(choice)).toBeVisible();
        if (await choice.isVisible()) await choice.click();
      },
      'passenger.choose': async () => {
        await page.getByRole('checkbox', { name: say('checkin.passengers.choose', { name: adult.name }) }).check();
        await page.getByRole('button', { name: say('checkin.passengers.continue') }).click();
      },
      'seat.chooseByKeyboard': async () => {
        await page.getByRole('button', { name: say('checkin.seatMap.showList') }).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      },
      'seats.confirm': () => page.getByRole('button', { name: say('checkin.seats.continue') }).click(),
      'checkIn.submit': () => page.getByRole('button', { name: say('checkin.confirm.submit') }).click(),
      'checkIn.cancel': () => page.getByRole('button', { name: say('checkin.pass.cancel') }).click(),
      'cancel.confirm': () =>
        page
          .getByRole('dialog')
          .getByRole('button', { name: say('checkin.pass.cancelYes') })
          .click(),
    },
  };
}
