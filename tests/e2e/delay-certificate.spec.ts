import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/site-test';
import type { Locale } from '../../contract/locales';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { pickDate } from '../support/date-field';

interface DelayedTrip {
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  ticketNo: string;
  name: string;
}

const say = (key: string) => text('zhCn', key);

/** A ticket (its own booking) on a flight that has flown late: yesterday's or today's simulated operations. */
async function delayedTrip(request: APIRequestContext): Promise<DelayedTrip> {
  // From this machine (the `request` fixture): development calls answer no forwarded caller, as pages are.
  const reply = await request.post('/dev/flightOps/delayedTrip', { data: {} });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data as DelayedTrip;
}

test.describe('flight status and the delay certificate', () => {
  test('finds a delayed flight by number and by route, and its timeline refreshes', async ({ page, request }) => {
    test.setTimeout(60_000);
    const trip = await delayedTrip(request);
    await page.goto('/flightStatus');
    await page.getByRole('textbox', { name: say('flightStatus.search.flightNo'), exact: true }).fill(trip.flightNo);
    await pickDate(page.getByLabel(say('flightStatus.search.date')), trip.flightDate);
    await page.getByRole('button', { name: say('flightStatus.search.submit') }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: trip.flightNo }) });
    await expect(row).toContainText(say('flightStatus.statuses.arrived'));
    await expect(row).toContainText(/晚 \d+ 分钟/);

    await page.getByRole('radio', { name: say('flightStatus.search.byRoute') }).check();
    await page.getByLabel(say('flightStatus.search.origin')).selectOption(trip.origin);
    await page.getByLabel(say('flightStatus.search.destination')).selectOption(trip.destination);
    await page.getByRole('button', { name: say('flightStatus.search.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`dep=${trip.origin}`));
    await page
      .getByRole('link', { name: text('zhCn', 'flightStatus.list.details').replace('{{flightNo}}', trip.flightNo) })
      .click();

    const timeline = page.getByRole('table');
    await expect(timeline.getByRole('row', { name: new RegExp(say('flightStatus.detail.offBlock')) })).toBeVisible();
    const updated = page.getByRole('status').filter({ hasText: /更新于/ });
    const first = await updated.textContent();
    // The page asks again after 10 s on its own.
    await expect(updated).not.toHaveText(first!, { timeout: 20_000 });
  });

  test('applies for the certificate, downloads its PDF, and checks its code', async ({ page, request }) => {
    test.setTimeout(60_000);
    const trip = await delayedTrip(request);
    await page.goto('/serve/delayProve');
    await page.getByRole('textbox', { name: say('delayProve.apply.ticketNo') }).fill(trip.ticketNo);
    await page.getByLabel(say('delayProve.apply.name')).fill(trip.name);
    await page.getByRole('button', { name: say('delayProve.apply.find') }).click();
    await page
      .getByRole('button', { name: text('zhCn', 'delayProve.apply.choose').replace('{{flightNo}}', trip.flightNo) })
      .click();

    await expect(page).toHaveURL(/\/serve\/delayProve\/proveRsg$/);
    const code = (await page
      .locator('strong')
      .filter({ hasText: /^[0-9A-Z]{10}$/ })
      .textContent())!;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: say('delayProve.result.download') }).click();
    const file = await (await download).path();
    const pdfText = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const item of [trip.flightNo, trip.flightDate, code, '航班延误证明', '实际起飞'])
      expect(pdfText).toContain(item);
    expect(pdfText).toMatch(/延误 \d+ 分钟/);

    await page.getByLabel(say('delayProve.result.email')).fill('traveller@example.com');
    await page.getByRole('button', { name: say('delayProve.result.send') }).click();
    await expect(page.getByRole('status').filter({ hasText: 'tr****@example.com' })).toBeVisible();

    await page.goto('/serve/delayProve/verification');
    await page.getByLabel(say('delayProve.verify.code')).fill(code);
    await page.getByRole('button', { name: say('delayProve.verify.submit') }).click();
    const genuine = page.getByRole('region', { name: /真实有效/ });
    await expect(genuine).toContainText(trip.flightNo);
    await expect(genuine).toContainText(`${trip.name.slice(0, 1)}*`);
    await expect(genuine).not.toContainText(trip.ticketNo);
  });

  for (const [locale, prefix] of [
    ['zhCn', ''],
    ['en', '/en'],
    ['zhTw', '/zhTw'],
  ] as [Locale, string][]) {
    test(`the new pages in ${locale} at 390 px have no serious or critical violations`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 390, height: 844 });
      const trip = await delayedTrip(request);
      for (const path of [
        `/flightStatus?flightNo=${trip.flightNo}&date=${trip.flightDate}`,
        `/flightStatus/flightStatusInfo?flightNo=${trip.flightNo}&date=${trip.flightDate}`,
        '/serve/delayProve',
        '/serve/delayProve/verification',
      ]) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('main').getByText(/\S/).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
      }
      await page.getByLabel(text(locale, 'delayProve.verify.code')).fill('ZZZZZZZZZZ');
      await page.getByRole('button', { name: text(locale, 'delayProve.verify.submit') }).click();
      await expect(page.getByRole('alert')).toContainText(text(locale, 'delayProve.refusals.DELAY_CODE_UNKNOWN'));
    });
  }
});
