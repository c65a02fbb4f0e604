import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { logIn } from '../model/booking-steps';

const t = (key: string) => text('zhCn', key);
const fill = (key: string, values: Record<string, string>) =>
  Object.entries(values).reduce((shown, [name, value]) => shown.replace(`{{${name}}}`, value), t(key));

/** The balance the mall shows ('可用积分: 33,400'), as a number. */
async function balanceShown(page: Page): Promise<number> {
  const shown = await page.getByText(new RegExp(`^${t('pointMall.balance')}`)).textContent();
  return Number(shown!.replace(/\D/g, ''));
}

test('the club member exchanges a product to a saved address, sees the order, cancels it and gets the points back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page);
  await page.goto('/member/pointMall');
  const products = page.getByRole('region', { name: t('pointMall.productsTitle') });
  await expect(products.getByRole('img', { name: '航空行李牌' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${t('pointMall.balance')}`))).toBeVisible();
  const before = await balanceShown(page);
  expect(await seriousViolations(page)).toEqual([]);

  await products.getByRole('button', { name: fill('pointMall.exchangeOf', { name: '航空行李牌' }) }).click();
  const panel = page.getByRole('region', { name: fill('pointMall.confirm.titleOf', { name: '航空行李牌' }) });
  // 张伟's saved default address is chosen first.
  await expect(panel.getByRole('radio', { name: /中山东路 100 号/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: t('pointMall.confirm.submit') }).click();
  await expect(panel).toHaveCount(0);

  const orders = page.getByRole('region', { name: t('pointMall.ordersTitle') });
  const order = orders
    .getByRole('listitem')
    .filter({ hasText: '航空行李牌' })
    .filter({ hasText: t('pointMall.status.placed') })
    .first();
  await expect(order).toContainText('中山东路 100 号');
  await expect.poll(() => balanceShown(page)).toBe(before - 1200);
  const orderNo = /PM\d{14}/.exec((await order.textContent())!)![0];

  await order.getByRole('button', { name: fill('pointMall.order.cancelOf', { orderNo }) }).click();
  await page.getByRole('button', { name: t('pointMall.order.cancelYes') }).click();
  const canceled = orders.getByRole('listitem').filter({ hasText: orderNo });
  await expect(canceled).toContainText(t('pointMall.status.canceled'));
  await expect(canceled.getByRole('button')).toHaveCount(0);
  await expect.poll(() => balanceShown(page)).toBe(before);
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
