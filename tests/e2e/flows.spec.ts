import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';

// A one-way booking that has chosen its fare: the wizard stands at the passenger step.
const chosenFare = [
  { type: 'trip.start', search: { tripType: 'oneWay', origin: 'SJW', destination: 'CAN', departureDate: '2026-03-12', adults: 1, children: 0, infants: 0 }, market: 'domestic', at: 0 },
  { type: 'fare.choose', leg: 'outbound', fare: { flightNo: 'NS3301', flightDate: '2026-03-12', bookingClass: 'Y', quotedAdultFare: 1200 }, at: 0 },
];

const currentState = (page: Page) => page.getByRole('heading', { name: text('en', 'flows.step.state') }).locator('xpath=following-sibling::*[1]');
const stepsTaken = (page: Page) => page.getByRole('heading', { name: text('en', 'flows.step.history') }).locator('xpath=ancestor::div[2]').getByRole('listitem');

test.describe('/flows', () => {
  test('a shared path opens the machine at the same step, and each step taken goes into the address', async ({ page }) => {
    await page.goto(`/en/flows?machine=booking&path=${encodeURIComponent(JSON.stringify(chosenFare))}`);
    await expect(page.getByRole('button', { name: 'booking', pressed: true })).toBeVisible();
    await expect(currentState(page)).toHaveText('"enteringPassengers"');
    await expect(stepsTaken(page)).toHaveCount(2);
    // The chart is laid out by ELK in its web worker.
    const chart = page.getByRole('figure', { name: text('en', 'flows.diagram.label').replace('{{id}}', 'booking') });
    await expect(chart.getByText('enteringPassengers', { exact: true })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'step.back' }).first().click();
    await expect(currentState(page)).toHaveText('"choosingOutbound"');
    await expect.poll(() => new URL(page.url()).searchParams.get('path')).toContain('step.back');

    // The address now holds three steps: opened again, it replays all of them.
    await page.goto(page.url());
    await expect(currentState(page)).toHaveText('"choosingOutbound"');
    await expect(stepsTaken(page)).toHaveCount(3);
  });
});
