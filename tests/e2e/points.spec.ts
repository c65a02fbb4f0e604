import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/site-test';
import { POINT_DEV_CALLS, type FlownTripData } from '../../contract/points/point-calls';
import { flightPoints, greatCircleKm } from '../../contract/points/tiers';
import { AIRPORT_COORDINATES } from '../../server/db/seed/airport-coordinates';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { pickDate } from '../support/date-field';
import { dayFromToday, logIn } from '../model/booking-steps';
import { bookToPayPage } from './support/paid-order';
import { formatCalendarDate } from '../../src/i18n/format';

const ACCRUAL_RATES: Record<string, number> = { J: 150, C: 130, D: 120, Y: 100, B: 90, M: 80, H: 70, K: 60, L: 50 };

async function flownTrip(request: APIRequestContext, bookedBy: 'self' | 'other'): Promise<FlownTripData> {
  const reply = await request.post(POINT_DEV_CALLS.flownTrip, { data: { mobile: '13800138000', bookedBy } });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data;
}

test('the club member flies, sees the flight’s distance-based points, claims a flight booked by another and cannot claim it twice', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);

  const flown = await flownTrip(request, 'self');
  await page.goto('/member/pointInfo');
  const history = page.getByRole('region', { name: text('zhCn', 'points.history.tab.flight') });
  const row = history
    .getByRole('row')
    .filter({ hasText: flown.flightNo })
    .filter({ hasText: formatCalendarDate(flown.flightDate, 'zhCn') })
    .first();
  const [from, to] = [AIRPORT_COORDINATES[flown.origin]!, AIRPORT_COORDINATES[flown.destination]!];
  const km = greatCircleKm({ latitude: from[0], longitude: from[1] }, { latitude: to[0], longitude: to[1] });
  await expect(row).toContainText(String(km));
  await expect(row).toContainText(String(flightPoints(km, ACCRUAL_RATES[flown.cabin]!, 'ordinary').rewardPoints));
  expect(await seriousViolations(page)).toEqual([]);

  const claim = await flownTrip(request, 'other');
  await page.goto('/member/pointAdd');
  const fillClaim = async () => {
    await page.getByLabel(text('zhCn', 'points.retro.field.ticketNo')).fill(claim.ticketNo);
    await page.getByLabel(text('zhCn', 'points.retro.field.flightNo')).fill(claim.flightNo);
    await page.getByLabel(text('zhCn', 'points.retro.field.cabin')).fill(claim.cabin);
    await page.getByLabel(text('zhCn', 'points.retro.field.origin')).fill(claim.origin);
    await page.getByLabel(text('zhCn', 'points.retro.field.destination')).fill(claim.destination);
    await pickDate(page.getByLabel(text('zhCn', 'points.retro.field.flightDate')), claim.flightDate);
    await page.getByRole('button', { name: text('zhCn', 'points.retro.submit') }).click();
  };
  // Spec 5's message first: a ticket number is 13 digits.
  await page.getByLabel(text('zhCn', 'points.retro.field.ticketNo')).fill('12345');
  await page.getByRole('button', { name: text('zhCn', 'points.retro.submit') }).click();
  await expect(page.getByText(text('zhCn', 'validation.ticketNumber'))).toBeVisible();
  await fillClaim();
  await expect(page.getByRole('status')).toContainText('补登成功');
  const claims = page.getByRole('region', { name: text('zhCn', 'points.retro.listTitle') });
  await expect(claims.getByRole('row').filter({ hasText: claim.ticketNo }).first()).toContainText(
    text('zhCn', 'points.retro.statusValue.approved'),
  );
  await fillClaim();
  await expect(page.getByRole('alert')).toHaveText(text('zhCn', 'points.retro.reason.alreadyCredited'));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the wallet page shows the amounts, the red envelopes and the bills, in English too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto('/en/member/redPaper');
  await expect(page.getByText(text('en', 'wallet.total'))).toBeVisible();
  await expect(page.getByRole('heading', { name: text('en', 'wallet.envelopes') })).toBeVisible();
  await expect(page.getByText(text('en', 'wallet.category.redEnvelope')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/zhTw/member/pointInfo');
  await expect(page.getByRole('heading', { level: 2, name: text('zhTw', 'points.history.title') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor computes a route in the points calculator', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/member/pointCalculator');
  await page.getByLabel(text('zhCn', 'points.retro.field.origin')).fill('SJW');
  await page.getByLabel(text('zhCn', 'points.retro.field.destination')).fill('CAN');
  await page.getByLabel(text('zhCn', 'points.calculator.tier')).selectOption('gold');
  await page.getByRole('button', { name: text('zhCn', 'points.calculator.calculate') }).click();
  const [from, to] = [AIRPORT_COORDINATES.SJW!, AIRPORT_COORDINATES.CAN!];
  const km = greatCircleKm({ latitude: from[0], longitude: from[1] }, { latitude: to[0], longitude: to[1] });
  const { rewardPoints, extraPoints } = flightPoints(km, ACCRUAL_RATES.Y!, 'gold');
  await expect(page.getByRole('status')).toContainText(
    new Intl.NumberFormat('zh-CN').format(rewardPoints + extraPoints),
  );
  await expect(page.getByRole('heading', { name: text('zhCn', 'points.calculator.awardTitle') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the tickets-for-points list asks the points the calculator says an award needs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/member/pointCalculator');
  await page.getByLabel(text('zhCn', 'points.retro.field.origin')).fill('SJW');
  await page.getByLabel(text('zhCn', 'points.retro.field.destination')).fill('CAN');
  await page.getByRole('button', { name: text('zhCn', 'points.calculator.calculate') }).click();
  const awards = page.getByRole('region', { name: text('zhCn', 'points.calculator.awardTitle') });
  const economyLine = awards.getByText(new RegExp(`^${text('zhCn', 'points.calculator.cabin.Y')}：`));
  const economy = Number((await economyLine.textContent())!.replace(/\D/g, ''));
  expect(economy).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  const search = new URLSearchParams({
    tripType: 'oneWay',
    origin: 'SJW',
    destination: 'CAN',
    departureDate: dayFromToday(6),
    adults: '1',
    children: '0',
    infants: '0',
  });
  await page.goto(`/queryFlightFree?${search}`);
  // Points are written as the reader writes numbers (27,000), on both pages.
  const economyText = new Intl.NumberFormat('zh-CN').format(economy);
  await expect(page.getByRole('button', { name: new RegExp(`，${economyText} 积分，NS3101 `) })).toBeVisible();
});

test('the club member’s home shows the points card and the wallet’s balance', async ({ page }) => {
  await logIn(page);
  await page.goto('/member/home');
  await expect(page.locator('section[aria-labelledby="points-outline-title"]')).toBeVisible();
  await expect(page.getByText(text('zhCn', 'points.outline.balance'))).toBeVisible();
  const wallet = page.getByRole('region', { name: text('zhCn', 'routes.member/redPaper') });
  await expect(wallet).toContainText(/¥\d+/);
  await expect(wallet.getByRole('link', { name: text('zhCn', 'wallet.bills') })).toHaveAttribute(
    'href',
    '/member/redPaper',
  );
});

test('the club member pays part of an order from the red-envelope wallet with the transaction password', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await bookToPayPage(page, { day: 12, sequences: [741] });
  const wallet = page.getByRole('form', { name: text('zhCn', 'payment.wallet.title') });
  const amount = wallet.getByLabel(text('zhCn', 'payment.wallet.amount'));
  const password = wallet.getByLabel(text('zhCn', 'payment.wallet.password'));
  await amount.fill('50');
  await password.fill('000000');
  await wallet.getByRole('button', { name: text('zhCn', 'payment.wallet.use') }).click();
  await expect(wallet.getByRole('alert')).toContainText('交易密码错误');
  await password.fill('135790');
  await wallet.getByRole('button', { name: text('zhCn', 'payment.wallet.use') }).click();
  await expect(page.getByRole('status').filter({ hasText: '红包已冻结 ¥50' })).toBeVisible();
  // The gateway is asked for the rest only.
  const rest = (await page.getByRole('status').filter({ hasText: '红包已冻结' }).textContent())!.match(
    /还需支付 ¥([\d.]+)/,
  )![1]!;
  await expect(page.getByRole('button', { name: `立即支付 ¥${rest}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
