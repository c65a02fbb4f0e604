import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../support/catalogue';

/** What the check-in browser tests do on the real site, in zhCn: a ticketed trip, log in, find, choose, check in. */
export const TRAVELLERS = {
  zhangWei: { mobile: '13800138000', password: 'Hbhk@2026' },
  wangFang: { mobile: '13700137000', password: 'Hbhk@2026' },
} as const;

export function say(key: string, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    text('zhCn', key),
  );
}

export interface DevTrip {
  orderNo: string;
  flightId: number;
  coupons: { couponId: number; ticketNo: string | null; passengerType: string; name: string; documentNo: string }[];
  /** The booking as check-in shows it: its flight's number and local date among the rest. */
  trip: { flight: { flightNo: string; flightDate: string } };
}

/** The trip's adult: the passenger whose coupon the check-in and after-sale steps act on. */
export const adultOf = (trip: DevTrip) => trip.coupons.find((coupon) => coupon.passengerType === 'ADT')!;

/** Where and how the dev trip is booked: a flight of its own inside the check-in window unless told otherwise. */
export interface DevTripOptions {
  flightId?: number;
  departsAfterHours?: number;
  passengers?: { child?: boolean; infant?: boolean };
  /** An economy fare class ('Y' changes for a fee); else the cheapest, which cannot change. */
  bookingClass?: string;
}

/** A ticketed booking inside the check-in window, from the server's development endpoint. */
export async function createTicketedTrip(
  request: APIRequestContext,
  mobile: string,
  options: DevTripOptions = {},
): Promise<DevTrip> {
  const { flightId, departsAfterHours, passengers, bookingClass } = options;
  const reply = await request.post('/dev/checkin/ticketedTrip', {
    data: { mobile, flightId, departsAfterHours, passengers, bookingClass },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const body = (await reply.json()) as { data: DevTrip };
  return body.data;
}

/** A ticket number finds a trip only with its passenger's name (or document number) beside it. */
export async function fillTicketLookup(page: Page, ticketNo: string, nameOrDocumentNo: string) {
  await page.getByLabel(say('checkin.find.ticketNo')).fill(ticketNo);
  await page.getByLabel(say('checkin.find.nameOrDocumentNo')).fill(nameOrDocumentNo);
}

export async function findByTicket(page: Page, passenger: { ticketNo: string | null; name: string }) {
  await page.goto('/serve/checkIn');
  await fillTicketLookup(page, passenger.ticketNo!, passenger.name);
  await page
    .getByRole('form', { name: say('checkin.find.byTicket') })
    .getByRole('button', { name: say('checkin.find.search') })
    .click();
  await expect(page).toHaveURL(/\/serve\/checkIn\/checkInList$/);
}

export async function choosePassenger(page: Page, name: string) {
  await page.getByRole('checkbox', { name: say('checkin.passengers.choose', { name }) }).check();
  await page.getByRole('button', { name: say('checkin.passengers.continue') }).click();
  await expect(page).toHaveURL(/\/serve\/checkIn\/checkSeat$/);
}

/** A free seat's button name, which ends in its state: '…，可选'; a blocked seat's '…，不可选' also contains '可选'. */
export const AVAILABLE_SEAT_NAME = new RegExp(
  `${say('checkin.seat.separator')}${say('checkin.seat.state.available')}$`,
);

/** The seat a passenger has chosen, read from the pressed seat button's name ('第 12 排，C 座，…'). */
export async function chosenSeat(page: Page): Promise<string> {
  const name =
    (await page
      .getByRole('button', { pressed: true, name: say('checkin.seat.state.chosen') })
      .getAttribute('aria-label')) ?? '';
  const [, row, letter] = /(\d+)\D+([A-L])/.exec(name) ?? [];
  return `${row}${letter}`;
}

export async function continueAndCheckIn(page: Page) {
  await page.getByRole('button', { name: say('checkin.seats.continue') }).click();
  await expect(page).toHaveURL(/\/serve\/checkIn\/trip$/);
  await page.getByRole('button', { name: say('checkin.confirm.submit') }).click();
}
