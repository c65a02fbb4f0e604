import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { logIn } from '../model/booking-steps';
import { POINT_CALLS } from '../../contract/points/point-calls';

const t = (key: string) => text('zhCn', key);
const fill = (key: string, values: Record<string, string>) =>
  Object.entries(values).reduce((shown, [name, value]) => shown.replace(`{{${name}}}`, value), t(key));

/** The balance the mall shows ('可用积分: 33,400'), as a number. */
async function balanceShown(page: Page): Promise<number> {
  const shown = await page.getByText(new RegExp(`^${t('pointMall.balance')}`)).textContent();
  return Number(shown!.replace(/\D/g, ''));
}

/**
 * Every balance the server gives the page's outline calls, in order. 张伟's balance is not this test's alone:
 * specs running beside it credit him a flown trip and a claim (points.spec.ts) or spend his points on a ticket
 * (transferee-points-ticket.spec.ts), so "before − 1200" held only when nothing else ran at that moment. The
 * page is held to what it owns: after each change it asks again and shows the server's answer. The exact
 * deduction and give-back are server/modules/point-mall/point-mall.test.ts's.
 */
function watchServedBalances(page: Page): number[] {
  const served: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(POINT_CALLS.getOutline) || !response.ok()) return;
    served.push(((await response.json()) as { data: { balance: number } }).data.balance);
  });
  return served;
}

/** Waits for an outline call after the `seen` first ones, then for the page to show its balance. */
async function expectRefreshedBalance(page: Page, served: number[], seen: number): Promise<void> {
  await expect.poll(() => served.length).toBeGreaterThan(seen);
  await expect.poll(async () => (await balanceShown(page)) - served.at(-1)!).toBe(0);
}

test('the club member exchanges a product to a saved address, sees the order, cancels it and gets the points back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page);
  const served = watchServedBalances(page);
  await page.goto('/member/pointMall');
  const products = page.getByRole('region', { name: t('pointMall.productsTitle') });
  await expect(products.getByRole('img', { name: '航空行李牌' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${t('pointMall.balance')}`))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await products.getByRole('button', { name: fill('pointMall.exchangeOf', { name: '航空行李牌' }) }).click();
  const panel = page.getByRole('region', { name: fill('pointMall.confirm.titleOf', { name: '航空行李牌' }) });
  // 张伟's saved default address is chosen first.
  await expect(panel.getByRole('radio', { name: /中山东路 100 号/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  let seen = served.length;
  await panel.getByRole('button', { name: t('pointMall.confirm.submit') }).click();
  await expect(panel).toHaveCount(0);

  const orders = page.getByRole('region', { name: t('pointMall.ordersTitle') });
  const order = orders
    .getByRole('listitem')
    .filter({ hasText: '航空行李牌' })
    .filter({ hasText: t('pointMall.status.placed') })
    .first();
  await expect(order).toContainText('中山东路 100 号');
  await expectRefreshedBalance(page, served, seen);
  const orderNo = /PM\d{14}/.exec((await order.textContent())!)![0];

  seen = served.length;
  await order.getByRole('button', { name: fill('pointMall.order.cancelOf', { orderNo }) }).click();
  await page.getByRole('button', { name: t('pointMall.order.cancelYes') }).click();
  const canceled = orders.getByRole('listitem').filter({ hasText: orderNo });
  await expect(canceled).toContainText(t('pointMall.status.canceled'));
  await expect(canceled.getByRole('button')).toHaveCount(0);
  await expectRefreshedBalance(page, served, seen);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the mall is behind the points guard: an unverified member is sent home with spec 5’s message', async ({
  page,
}) => {
  await page.goto('/account');
  await page.getByRole('textbox', { name: t('account.login.account') }).fill('13900139000');
  await page.getByLabel(t('account.login.password'), { exact: true }).fill('Hbhk@2026');
  await page.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/account/);
  await page.goto('/member/pointMall');
  await expect(page).toHaveURL(/\/member\/home$/);
  await expect(page.getByText(t('account.guard.realNameRequired')).first()).toBeVisible();
});
