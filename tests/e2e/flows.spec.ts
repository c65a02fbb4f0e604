import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import { seriousViolations } from '../support/axe';

// A one-way booking that has chosen its fare: the wizard stands at the passenger step.
const chosenFare = [
  {
    type: 'trip.start',
    search: {
      tripType: 'oneWay',
      origin: 'SJW',
      destination: 'CAN',
      departureDate: '2026-03-12',
      adults: 1,
      children: 0,
      infants: 0,
    },
    market: 'domestic',
    at: 0,
  },
  {
    type: 'fare.choose',
    leg: 'outbound',
    fare: { flightNo: 'NS3301', flightDate: '2026-03-12', bookingClass: 'Y', quotedAdultFare: 1200 },
    at: 0,
  },
];

// The human names /flows shows (event types hold dots, so they are read from the file, not by text()).
const names = JSON.parse(readFileSync('flows-viewer/locales/en/flowNames.json', 'utf8')).booking;
const stateName = (key: string): string => names.states[key].name;
const goBack: string = names.events['step.back'].name;

const currentState = (page: Page) => page.getByRole('list', { name: text('en', 'flows.step.state') });
const stepsTaken = (page: Page) =>
  page.getByRole('list', { name: text('en', 'flows.step.history') }).getByRole('listitem');
const chartOf = (page: Page) =>
  page.getByRole('figure', { name: text('en', 'flows.diagram.label').replace('{{id}}', names.name) });

test.describe('/flows', () => {
  test('a shared path opens the machine at the same step by human names, and each step taken goes into the address', async ({
    page,
  }) => {
    // Two ELK layouts (each allowed 20 s on a busy machine) and an axe scan do not fit the default 30 s.
    test.slow();
    await page.goto(`/en/flows?machine=booking&path=${encodeURIComponent(JSON.stringify(chosenFare))}`);
    await expect(page.getByRole('button', { name: names.name, pressed: true })).toBeVisible();
    await expect(currentState(page)).toContainText(stateName('enteringPassengers'));
    await expect(stepsTaken(page)).toHaveCount(2);
    // The chart is laid out by ELK in its web worker; it names states as people do, with a legend.
    await expect(chartOf(page).getByText(stateName('enteringPassengers'), { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: text('en', 'flows.legend.heading') })).toBeVisible();
    await expect(page.getByText(text('en', 'flows.legend.guard'))).toBeVisible();

    await page.getByRole('button', { name: goBack, exact: true }).click();
    await expect(currentState(page)).toContainText(stateName('choosingOutbound'));
    await expect.poll(() => new URL(page.url()).searchParams.get('path')).toContain('step.back');

    // The address now holds three steps: opened again, it replays all of them.
    await page.goto(page.url());
    await expect(currentState(page)).toContainText(stateName('choosingOutbound'));
    await expect(stepsTaken(page)).toHaveCount(3);
    await expect(chartOf(page)).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a generated path replays in the viewer, the chart exports as SVG, and the coverage report is there', async ({
    page,
  }) => {
    await page.goto('/en/flows?machine=booking');
    await expect(chartOf(page)).toBeVisible({ timeout: 20_000 });

    await page.getByText(text('en', 'flows.paths.heading'), { exact: true }).click();
    const paths = page.getByRole('list', { name: text('en', 'flows.paths.heading') }).getByRole('link');
    await expect(paths.first()).toBeVisible();
    const longest = paths.first();
    await longest.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('path')).toContain('trip.start');
    const replayed = JSON.parse(new URL(page.url()).searchParams.get('path')!) as unknown[];
    await expect(stepsTaken(page)).toHaveCount(replayed.length);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('en', 'flows.export.svg') }).click();
    const svgFile = await download;
    expect(svgFile.suggestedFilename()).toBe('booking-flow.svg');
    const svg = readFileSync((await svgFile.path())!, 'utf8');
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    for (const key of ['choosingOutbound', 'awaitingPayment', 'paid']) expect(svg).toContain(stateName(key));

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: text('en', 'flows.export.png') }).click();
    expect((await png).suggestedFilename()).toBe('booking-flow.png');

    const report = page.getByRole('link', { name: text('en', 'flows.coverageReport') });
    const reply = await page.request.get((await report.getAttribute('href'))!);
    expect(reply.status()).toBe(200);
    expect(await reply.text()).toContain('Flow coverage');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
