import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from '../support/axe';
import { checkInPathParams, checkInTestModel } from '../model/check-in.model';
import {
  adultOf,
  AVAILABLE_SEAT_NAME,
  choosePassenger,
  chosenSeat,
  continueAndCheckIn,
  createTicketedTrip,
  fillTicketLookup,
  findByTicket,
  say,
  TRAVELLERS,
} from '../model/check-in-steps';
import { newMember } from './support/new-member';

/** A new member's ticketed trip (each test owns its data), as its adult's coupon. */
async function newMembersAdult(page: Page, request: APIRequestContext) {
  return adultOf(await createTicketedTrip(request, await newMember(page, request)));
}

test.describe('online check-in', () => {
  test('finds the trip by ticket, chooses a seat by keyboard only, changes it, downloads the PDF and cancels', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const adult = await newMembersAdult(page, request);
    await findByTicket(page, adult);
    await choosePassenger(page, adult.name);

    const economy = page.getByRole('region', { name: /经济舱|公务舱|头等舱/ }).first();
    await expect(economy).toBeVisible();
    await page.getByRole('button', { name: say('checkin.seatMap.showList') }).focus();
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(first).toMatch(AVAILABLE_SEAT_NAME);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const target = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(target).not.toBe(first);
    await page.keyboard.press('Enter');
    const seat = await chosenSeat(page);
    expect(seat).toMatch(/^\d+[A-L]$/);
    await continueAndCheckIn(page);

    await expect(page).toHaveURL(/\/serve\/checkIn\/borderPass$/);
    const pass = page.getByRole('article', { name: new RegExp(adult.name) });
    await expect(pass).toContainText(seat);
    await expect(pass.getByRole('img', { name: say('checkin.pass.qrAlt', { name: adult.name }) })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('article', { name: new RegExp(adult.name) })).toContainText(seat);

    await page.getByRole('button', { name: say('checkin.pass.changeSeat') }).click();
    await expect(page).toHaveURL(/\/serve\/checkIn\/checkSeat$/);
    await page.getByRole('button', { pressed: true, name: say('checkin.seat.state.chosen') }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const newSeat = await chosenSeat(page);
    expect(newSeat).not.toBe(seat);
    await continueAndCheckIn(page);
    await expect(page.getByRole('article', { name: new RegExp(adult.name) })).toContainText(newSeat);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: say('checkin.pass.downloadFor', { name: adult.name }) }).click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('button', { name: say('checkin.pass.cancel') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('checkin.pass.cancelYes') })
      .click();
    await expect(page.getByRole('status').filter({ hasText: say('checkin.pass.cancelled') })).toBeVisible();
  });

  test('a ticket number needs its passenger’s name or document; a wrong one finds nothing and says not which part', async ({
    page,
    request,
  }) => {
    // Another member's ticket: a lookup needs the ticket's own passenger, whoever asks.
    const trip = await createTicketedTrip(request, TRAVELLERS.wangFang.mobile);
    const adult = adultOf(trip);
    await newMember(page, request);
    await page.goto('/serve/checkIn');
    const form = page.getByRole('form', { name: say('checkin.find.byTicket') });
    await page.getByLabel(say('checkin.find.ticketNo')).fill(adult.ticketNo!);
    await form.getByRole('button', { name: say('checkin.find.search') }).click();
    await expect(page.getByLabel(say('checkin.find.nameOrDocumentNo'))).toHaveAccessibleDescription(
      new RegExp(say('validation.required')),
    );
    await fillTicketLookup(page, adult.ticketNo!, '王五');
    await form.getByRole('button', { name: say('checkin.find.search') }).click();
    await expect(page.getByRole('alert')).toContainText(say('checkinServer.refusals.tripNotFound'));
    await expect(page.getByText(adult.name)).toHaveCount(0);
  });

  test('finds the trip by document and name', async ({ page, request }) => {
    const adult = await newMembersAdult(page, request);
    await page.goto('/serve/checkIn');
    await page.getByLabel(say('checkin.find.documentNo')).fill(adult.documentNo);
    await page.getByLabel(say('checkin.find.name'), { exact: true }).fill(adult.name);
    await page
      .getByRole('form', { name: say('checkin.find.byDocument') })
      .getByRole('button', { name: say('checkin.find.search') })
      .click();
    const passenger = page.getByRole('checkbox', { name: say('checkin.passengers.choose', { name: adult.name }) });
    const choice = page
      .getByRole('button', { name: new RegExp(say('checkin.find.choose', { flightNo: '' }).trim()) })
      .first();
    await expect(passenger.or(choice)).toBeVisible();
    if (await choice.isVisible()) await choice.click();
    await expect(passenger).toBeVisible();
  });

  test('two travellers taking the same seat at once: one boarding pass, one "seat just taken" and a fresh map', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const pages = await Promise.all([0, 1].map(async () => (await browser.newContext()).newPage()));
    const firstTrip = await createTicketedTrip(request, await newMember(pages[0]!, request));
    // Both on one flight: a dev trip asked for without one gets a flight of its own.
    const secondTrip = await createTicketedTrip(request, await newMember(pages[1]!, request), firstTrip);
    await Promise.all(
      [firstTrip, secondTrip].map(async (trip, index) => {
        const adult = adultOf(trip);
        const page = pages[index]!;
        await findByTicket(page, adult);
        await choosePassenger(page, adult.name);
      }),
    );
    const seats = await Promise.all(
      pages.map(async (page) => {
        await page.getByRole('button', { name: say('checkin.seatMap.showList') }).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        return chosenSeat(page);
      }),
    );
    expect(seats[0]).toBe(seats[1]);
    for (const page of pages) {
      await page.getByRole('button', { name: say('checkin.seats.continue') }).click();
      await expect(page).toHaveURL(/\/serve\/checkIn\/trip$/);
    }
    await Promise.all(pages.map((page) => page.getByRole('button', { name: say('checkin.confirm.submit') }).click()));

    const outcomes = await Promise.all(
      pages.map(async (page) => {
        const won = page.getByRole('article');
        const lost = page.getByRole('alert').filter({ hasText: say('checkin.refusals.SEAT_TAKEN') });
        await expect(won.or(lost)).toBeVisible();
        return (await won.isVisible()) ? 'won' : 'lost';
      }),
    );
    expect([...outcomes].sort()).toEqual(['lost', 'won']);
    const loser = pages[outcomes.indexOf('lost')]!;
    await expect(loser).toHaveURL(/\/serve\/checkIn\/checkSeat$/);
    const takenSeat = loser.getByRole('button', {
      name: new RegExp(`${seats[0]!.slice(0, -1)}.*${seats[0]!.slice(-1)}.*${say('checkin.seat.state.occupied')}`),
    });
    await expect(takenSeat.first()).toBeVisible();
    await Promise.all(pages.map((page) => page.context().close()));
  });

  test('the seat map has no serious accessibility problem and scrolls inside itself on a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const adult = await newMembersAdult(page, request);
    await page.setViewportSize({ width: 390, height: 844 });
    await findByTicket(page, adult);
    await choosePassenger(page, adult.name);
    await expect(page.getByRole('region', { name: /经济舱/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
  });
});

test.describe('online check-in, paths of its user model', () => {
  // Every simple path from finding the trip to a cancelled check-in: by ticket and by document.
  checkInTestModel.getSimplePaths({ toState: (state) => state.matches('cancelled') }).forEach((path) => {
    test(path.description, async ({ page, request }) => {
      test.setTimeout(120_000);
      const trip = await createTicketedTrip(request, await newMember(page, request));
      await path.test(checkInPathParams(page, trip));
    });
  });
});
