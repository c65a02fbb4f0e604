import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { fill } from '../model/booking-steps';
import { bookToPayPage, expectTicketed } from './support/paid-order';

/** Each method pays its own order, on its own day, so the runs never book one traveller twice on a flight. */
const METHODS = [
  { code: 'weixin', name: '微信支付', day: 12, sequence: 111 },
  { code: 'alipay', name: '支付宝', day: 13, sequence: 112 },
  { code: 'unionpay', name: '银联在线支付', day: 14, sequence: 113 },
  { code: 'yee', name: '易宝支付', day: 15, sequence: 114 },
  { code: 'foreign', name: '境外银行卡', day: 16, sequence: 115 },
] as const;

const bookOrder = async (page: Page, day: number, sequence: number) =>
  (await bookToPayPage(page, { day, sequences: [sequence] })).orderNo;

/** The pay page and the gateway pages must pass axe without serious findings. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('paying for an order', () => {
  for (const method of METHODS) {
    test(`pays once with ${method.code} through the sandbox and sees the order ticketed`, async ({ page, context }) => {
      test.setTimeout(120_000);
      const orderNo = await bookOrder(page, method.day, method.sequence);
      await expect(page.getByText(fill('payment.page.orderNo', { orderNo }))).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(method.name) }).check();
      await page
        .getByRole('button', { name: new RegExp(`^${text('zhCn', 'payment.page.pay').split(' ')[0]}`) })
        .click();

      if (method.code === 'weixin') {
        await expect(page.getByRole('img', { name: text('zhCn', 'payment.wechat.qrAlt') })).toBeVisible();
        await expect(page.getByText(text('zhCn', 'payment.result.waitingTitle'))).toBeVisible();
        await expectAccessible(page);
        // The payer's phone: the page the QR code carries.
        const phone = await context.newPage();
        await phone.goto(
          (await page.getByRole('link', { name: text('zhCn', 'payment.wechat.openOnPhone') }).getAttribute('href'))!,
        );
        await expectAccessible(phone);
        await phone.getByRole('button', { name: /^确认支付/ }).click();
        await expect(phone.getByText(text('zhCn', 'payment.sandbox.settled.paid'))).toBeVisible();
        await phone.close();
        await expectTicketed(page);
        return;
      }

      await expect(page).toHaveURL(/\/sandbox\/pay\/checkout\?trade=/);
      if (method.code === 'foreign') {
        await page.getByLabel(text('zhCn', 'payment.sandbox.card.cardNumber')).fill('4111 1111 1111 1112');
        await page.getByLabel(text('zhCn', 'payment.sandbox.card.holder')).fill('ZHANG/WEI');
        await page.getByLabel(text('zhCn', 'payment.sandbox.card.expiry')).fill('12/30');
        await page.getByLabel(text('zhCn', 'payment.sandbox.card.cvv')).fill('123');
        await page.getByRole('button', { name: /^确认支付/ }).click();
        await expect(page.getByText(text('zhCn', 'payment.sandbox.card.errors.cardNumber.luhn'))).toBeVisible();
        await expectAccessible(page);
        await page.getByLabel(text('zhCn', 'payment.sandbox.card.cardNumber')).fill('4111 1111 1111 1111');
        await page.getByLabel(text('zhCn', 'payment.sandbox.card.cvv')).fill('123');
      }
      await page.getByRole('button', { name: /^确认支付/ }).click();
      await expect(page).toHaveURL(new RegExp(`/defray/api\\?orderNo=${orderNo}&payNo=\\w+`));
      await expectTicketed(page);
    });
  }

  test('a declined payment can be paid again', async ({ page }) => {
    test.setTimeout(120_000);
    const orderNo = await bookOrder(page, 17, 116);
    await page.getByRole('radio', { name: /支付宝/ }).check();
    await page.getByRole('button', { name: /^立即支付/ }).click();
    await page.getByRole('button', { name: text('zhCn', 'payment.sandbox.decline') }).click();
    await expect(page.getByRole('heading', { name: text('zhCn', 'payment.result.failedTitle') })).toBeVisible();
    await page.getByRole('link', { name: text('zhCn', 'payment.result.payAgain') }).click();
    await expect(page).toHaveURL(new RegExp(`/defray\\?orderNo=${orderNo}`));
    await page.getByRole('radio', { name: /易宝支付/ }).check();
    await page.getByRole('button', { name: /^立即支付/ }).click();
    await page.getByRole('button', { name: /^确认支付/ }).click();
    await expectTicketed(page);
  });
});
