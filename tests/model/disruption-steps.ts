import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FLIGHT_STATUS_CALLS } from '../../contract/calls/flight-status';
import { DEV_CLOCK_CALLS } from '../../contract/dev/clock';
import { DISRUPTION_DEV_CALLS } from '../../contract/dev/disruption';
import { formatCalendarDate } from '../../contract/written-dates';
import { MEMBER_PASSWORD } from '../e2e/support/new-member';
import { adultOf, createTicketedTrip, say, type DevTrip } from './check-in-steps';
import { logInAs } from '../support/password-login';

/** What the disrupted-flight browser tests do on the real site, in zhCn: a trip, its flight disrupted, the offer. */

export type DisruptionKind = 'canceled' | 'delayed';

/** Operations cancel the flight (or delay it past the threshold, or put it back on time), through the dev lever. */
export async function forceOperation(
  request: APIRequestContext,
  flight: { flightNo: string; flightDate: string },
  operation: { cancel: true } | { delayMinutes: number },
) {
  const reply = await request.post(FLIGHT_STATUS_CALLS.devForceOperation, { data: { ...flight, ...operation } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The notices job, now rather than within its minute. */
export async function notifyNow(request: APIRequestContext) {
  expect((await request.post(DISRUPTION_DEV_CALLS.notify, { data: {} })).ok()).toBe(true);
}

/** A ticketed trip of `mobile`'s on a flight of its own, which operations then cancel or delay by three hours. */
export async function disruptedTrip(
  request: APIRequestContext,
  mobile: string,
  kind: DisruptionKind = 'canceled',
): Promise<DevTrip> {
  const trip = await createTicketedTrip(request, mobile);
  await forceOperation(request, trip.trip.flight, kind === 'canceled' ? { cancel: true } : { delayMinutes: 180 });
  await notifyNow(request);
  return trip;
}

export const noticeRegion = (page: Page) => page.getByRole('region', { name: say('disruption.notice.title') });

/** The notice of this trip's flight, on a page that shows notices. */
export async function expectNotice(page: Page, trip: DevTrip, kind: DisruptionKind) {
  const { flightNo, flightDate } = trip.trip.flight;
  const sentence = say(`disruption.notice.${kind}`, {
    passengers: adultOf(trip).name,
    date: formatCalendarDate(flightDate, 'zhCn'),
    flightNo,
  });
  // The sentence up to the route: origin and destination are the cities' names, which the trip does not carry.
  await expect(noticeRegion(page)).toContainText(sentence.slice(0, sentence.indexOf('（')));
  await expect(
    noticeRegion(page).getByRole('link', { name: say('disruption.notice.act', { orderNo: trip.orderNo }) }),
  ).toBeVisible();
}

export async function openOffer(page: Page, trip: DevTrip, kind: DisruptionKind) {
  await noticeRegion(page)
    .getByRole('link', { name: say('disruption.notice.act', { orderNo: trip.orderNo }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/disruption\\?orderNo=${trip.orderNo}`));
  await expect(page.getByRole('heading', { name: say(`disruption.offer.title.${kind}`) })).toBeVisible();
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface ChosenFlight {
  flightNo: string;
  flightDate: string;
  departureTime: string;
}

/** The offer's alternative flights, each a button whose line starts with its day as the page writes days. */
const alternativeButtons = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: say('disruption.offer.changeTitle') }) })
    .getByRole('button');

/** A flight line ('2026年11月28日 NS3132 14:50 起飞') as the flight it names. */
function flightOfLine(line: string): ChosenFlight {
  const [, year, month, day, flightNo, departureTime] =
    /^(\d{4})年(\d{1,2})月(\d{1,2})日\s(\w+)\s(\d{2}:\d{2})/.exec(line) ?? [];
  return {
    flightNo: flightNo!,
    flightDate: `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`,
    departureTime: departureTime!,
  };
}

/**
 * Chooses the next day's flight among the alternatives, then the others in the order offered. Unless `once`,
 * a flight whose fare class has no seat left (the quote refuses it) gives way to the next one, until one quotes.
 */
export async function chooseNextDayFlight(page: Page, trip: DevTrip, once = false): Promise<ChosenFlight> {
  const nextDay = formatCalendarDate(addDays(trip.trip.flight.flightDate, 1), 'zhCn');
  await expect(alternativeButtons(page).first()).toBeVisible();
  const lines = (await alternativeButtons(page).allTextContents()).map((line) => line.trim());
  const candidates = [
    ...lines.filter((line) => line.startsWith(`${nextDay} `)),
    ...lines.filter((line) => !line.startsWith(`${nextDay} `)),
  ];
  const quoted = page.getByText(say('disruption.offer.total', { amount: 0 }));
  for (const line of candidates) {
    await alternativeButtons(page).filter({ hasText: line }).first().click();
    if (once) return flightOfLine(line);
    const refused = page.getByRole('alert');
    await expect(quoted.or(refused).first()).toBeVisible({ timeout: 20_000 });
    if (await quoted.isVisible()) return flightOfLine(line);
  }
  throw new Error(`no alternative flight could be quoted: ${candidates.join(' | ')}`);
}

/** Confirms the free quote; returns the adult's new e-ticket number. */
export async function confirmFreeChange(page: Page, trip: DevTrip): Promise<string> {
  await expect(page.getByText(say('disruption.offer.total', { amount: 0 }))).toBeVisible();
  await page.getByRole('button', { name: say('disruption.offer.confirm') }).click();
  const adult = adultOf(trip);
  const changed = page
    .getByRole('status')
    .filter({ hasText: say('disruption.offer.changed', { changeNo: '' }).split('（')[0] });
  await expect(changed).toBeVisible({ timeout: 20_000 });
  const line = changed.getByText(new RegExp(`^${adult.name}：`));
  const [, newTicketNo] = /新客票 (\d+)/.exec((await line.textContent()) ?? '') ?? [];
  expect(newTicketNo).toMatch(/^\d{13}$/);
  expect(newTicketNo).not.toBe(adult.ticketNo);
  await expect(line).toContainText(adult.ticketNo!);
  return newTicketNo!;
}

/**
 * Moves this browser's clock (its dev-clock cookie; loopback callers only) to three hours before the flight, when
 * check-in is not open yet at the real time; domestic flights leave at Beijing time.
 */
export async function travelToCheckIn(page: Page, flight: ChosenFlight) {
  const departure = Date.parse(`${flight.flightDate}T${flight.departureTime}:00+08:00`);
  const offsetHours = Math.floor((departure - Date.now()) / 3_600_000) - 3;
  if (offsetHours <= 0) return;
  expect((await page.request.post(DEV_CLOCK_CALLS.travel, { data: { offsetHours } })).ok()).toBe(true);
}

/**
 * On /refund?orderNo= (every coupon starts chosen): the fee waived, the amount read, the refund confirmed and
 * asked for with that amount. Returns the amount as the page writes it.
 */
export async function refundAll(page: Page, trip: DevTrip): Promise<string> {
  await expect(page.getByText(say('refund.quote.feeWaived.canceled')).first()).toBeVisible();
  const total = page.getByTestId('refund-total');
  await expect(total).toHaveText(/¥\d/);
  const amount = (await total.textContent())!;
  await page.getByRole('button', { name: say('refund.quote.submit') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(amount);
  await dialog.getByRole('button', { name: say('refund.quote.confirmLabel') }).click();
  await expect(page).toHaveURL(new RegExp(`/refund/data\\?orderNo=${trip.orderNo}`));
  // Asked for with the whole amount: a dev trip has no gateway payment on record, so the payout stays queued.
  await expect(page.getByText(say('refund.progress.event.refund_requested'), { exact: true })).toBeVisible();
  const adult = adultOf(trip);
  await expect(
    page.getByText(new RegExp(`^${adult.name} ${trip.trip.flight.flightNo} .*：退 ${amount}`)),
  ).toBeVisible();
  return amount;
}

/**
 * The same traveller refunds the trip in another tab of the browser, the offer left open in this one; the tab
 * logs in of its own (a session lives in its tab's storage).
 */
export async function refundInAnotherTab(page: Page, trip: DevTrip, mobile: string) {
  const tab = await page.context().newPage();
  await logInAs(tab, { mobile, password: MEMBER_PASSWORD });
  await tab.goto(`/refund?orderNo=${trip.orderNo}`);
  await refundAll(tab, trip);
  await tab.close();
}
