import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pickDate } from '../support/date-field';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createTicketedTrip, say, type DevTrip } from './check-in-steps';

/**
 * What a traveller sees of a voluntary ticket change (machines/ticket-change.machine.ts), as a model without
 * invoke or after (createTestModel refuses those): its events are what the traveller does on the real site,
 * its states what the page must show. Its final states are the ends a browser reaches with real tickets: the
 * change made (a fully flexible Y ticket a week ahead changes for nothing), and the server's refusals of the
 * booked flight itself, of an adult changed without the infant on their lap, and of a fare that never changes.
 */
export const ticketChangeUserModel = createMachine({
  id: 'ticketChangeUser',
  initial: 'start',
  states: {
    start: { on: { 'order.open': 'choosingCoupons', 'lowestFareOrder.open': 'lowestFareCoupons' } },
    choosingCoupons: { on: { 'coupons.chooseAll': 'choosingDate', 'coupons.chooseAdultOnly': 'adultWithoutInfant' } },
    choosingDate: { on: { 'date.chooseNextDay': 'choosingFlight', 'date.chooseBookedDay': 'choosingBookedDay' } },
    choosingFlight: { on: { 'flight.choose': 'quoted' } },
    quoted: { on: { 'change.confirm': 'done' } },
    choosingBookedDay: { on: { 'flight.chooseBooked': 'flightRefused' } },
    adultWithoutInfant: { on: { 'flight.chooseNextDay': 'infantWithAdult' } },
    lowestFareCoupons: { on: { 'change.toNextDay': 'notChangeable' } },
    done: { type: 'final' },
    flightRefused: { type: 'final' },
    infantWithAdult: { type: 'final' },
    notChangeable: { type: 'final' },
  },
});

export const ticketChangeTestModel = createTestModel(ticketChangeUserModel);

/** A week and more ahead, a Y ticket's change fee is 0 % (contract/fare-rules/change-fee.ts). */
const HOURS_AHEAD = 8 * 24;

const nextDayOf = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The change page's search for the new flight: a day picked in its date field, then the flights of that day. */
export function changeFlightSearch(page: Page) {
  const searchDay = async (date: string) => {
    await pickDate(page.getByLabel(say('change.page.date')), date);
    await page.getByRole('button', { name: say('change.page.searchFlights') }).click();
  };
  const flights = () => page.getByRole('list', { name: say('change.page.flights') });
  const chooseFirstFlight = () => flights().getByRole('button').first().click();
  const noFlights = () => page.getByRole('alert').filter({ hasText: say('change.page.noFlights') });
  /** Searches the first day after the booked one with flights on the route: not every route flies every day. */
  const searchNextFlyingDay = async (booked: { flightNo: string; flightDate: string }) => {
    let day = booked.flightDate;
    for (let tried = 0; tried < 7; tried += 1) {
      day = nextDayOf(day);
      await searchDay(day);
      await expect(flights().getByRole('button').first().or(noFlights())).toBeVisible();
      if (!(await noFlights().isVisible())) return;
    }
    throw new Error(`no flight on the route of ${booked.flightNo} in the week after ${booked.flightDate}`);
  };
  return { searchDay, flights, chooseFirstFlight, searchNextFlyingDay };
}

/** The page's checks for each model state, and the traveller's actions for each event, for a logged-in member. */
export function ticketChangePathParams(page: Page, request: APIRequestContext, mobile: string) {
  let trip: DevTrip | undefined;
  const booked = () => trip!.trip.flight;
  const passenger = (type: string) => trip!.coupons.find((coupon) => coupon.passengerType === type)!;
  const couponBox = (type: string) =>
    page.getByRole('checkbox', { name: new RegExp(`^${passenger(type).name} · ${booked().flightNo}`) });
  const open = async (options: Parameters<typeof createTicketedTrip>[2]) => {
    trip = await createTicketedTrip(request, mobile, { departsAfterHours: HOURS_AHEAD, ...options });
    await page.goto(`/order/change?orderNo=${trip.orderNo}`);
  };
  const next = () => page.getByRole('button', { name: say('change.page.next') }).click();
  const { searchDay, flights, chooseFirstFlight, searchNextFlyingDay: searchAfter } = changeFlightSearch(page);
  const searchNextFlyingDay = () => searchAfter(booked());
  const refusal = (message: string) => expect(page.getByRole('alert')).toHaveText(message);
  return {
    states: {
      start: () => {},
      choosingCoupons: async () => {
        await expect(couponBox('ADT')).toBeEnabled();
        await expect(couponBox('INF')).toBeEnabled();
      },
      choosingDate: () => expect(page.getByLabel(say('change.page.date'))).toBeVisible(),
      choosingFlight: () => expect(flights().getByRole('button').first()).toBeVisible(),
      quoted: async () => {
        const quote = page.getByRole('table');
        await expect(quote.getByRole('rowheader', { name: passenger('ADT').name })).toBeVisible();
        await expect(quote.getByRole('rowheader', { name: passenger('INF').name })).toBeVisible();
        await expect(page.getByRole('button', { name: say('change.page.confirmFree') })).toBeVisible();
      },
      done: async () => {
        await expect(page).toHaveURL(/\/order\/change\/result/);
        await expect(page.getByRole('heading', { name: say('change.page.done') })).toBeVisible({ timeout: 30_000 });
        const tickets = page.getByRole('list', { name: say('change.page.newTickets') });
        await expect(tickets.getByRole('listitem')).toHaveCount(2);
      },
      choosingBookedDay: () =>
        expect(flights().getByRole('button', { name: say('change.page.chooseFlight', booked()) })).toBeVisible(),
      flightRefused: () => refusal(say('change.errors.flight.sameFlight')),
      adultWithoutInfant: () => expect(page.getByLabel(say('change.page.date'))).toBeVisible(),
      infantWithAdult: () => refusal(say('change.errors.infantWithAdult', { passenger: passenger('INF').name })),
      lowestFareCoupons: () => expect(couponBox('ADT')).toBeEnabled(),
      notChangeable: () =>
        refusal(
          say('change.errors.reason.classNotChangeable', {
            passenger: passenger('ADT').name,
            flightNo: booked().flightNo,
          }),
        ),
    },
    events: {
      'order.open': () => open({ bookingClass: 'Y', passengers: { infant: true } }),
      'lowestFareOrder.open': () => open({ bookingClass: 'L' }),
      'coupons.chooseAll': async () => {
        await couponBox('ADT').check();
        await couponBox('INF').check();
        await next();
      },
      'coupons.chooseAdultOnly': async () => {
        await couponBox('ADT').check();
        await next();
      },
      'date.chooseNextDay': searchNextFlyingDay,
      'date.chooseBookedDay': () => searchDay(booked().flightDate),
      'flight.choose': chooseFirstFlight,
      'flight.chooseBooked': () =>
        flights()
          .getByRole('button', { name: say('change.page.chooseFlight', booked()) })
          .click(),
      'flight.chooseNextDay': async () => {
        await searchNextFlyingDay();
        await chooseFirstFlight();
      },
      'change.toNextDay': async () => {
        await couponBox('ADT').check();
        await next();
        await searchNextFlyingDay();
        await chooseFirstFlight();
      },
      'change.confirm': () => page.getByRole('button', { name: say('change.page.confirmFree') }).click(),
    },
  };
}
