import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import sharp from 'sharp';
import type { Locale } from '../../contract/locales';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { adultOf, createTicketedTrip, say, TRAVELLERS } from '../model/check-in-steps';
import { logInAs } from '../support/password-login';
import { readCode } from './support/new-member';

/** A small real photo, made here so the test needs no fixture file. */
async function photoOfSuitcase(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

async function fileComplaint(page: Page, mobile: string) {
  await page.goto('/serve/complaints');
  await page.getByLabel(say('feedback.form.category')).selectOption({ label: say('feedback.categories.baggage') });
  await page.getByLabel(say('feedback.form.flightNo')).fill('NS3101');
  await page.getByLabel(say('feedback.form.contactName')).fill('王小明');
  await page.getByLabel(say('feedback.form.mobile')).fill(mobile);
  await page.getByLabel(say('feedback.form.content')).fill('托运的行李箱到达广州时轮子断了，柜台没有给出处理方案。');
  await page
    .getByLabel(say('feedback.form.photos', { max: 3 }))
    .setInputFiles({ name: 'suitcase.png', mimeType: 'image/png', buffer: await photoOfSuitcase() });
  await expect(page.getByRole('img', { name: 'suitcase.png' })).toBeVisible();
  await page.getByRole('button', { name: say('feedback.form.submit') }).click();
  const filed = page.getByRole('status').filter({ hasText: say('feedback.filed.title') });
  await expect(filed).toBeVisible();
  return (await filed.locator('strong').innerText()).trim();
}

test.describe('service tools: ticket verification and complaints', () => {
  test('a visitor verifies a genuine ticket; a wrong name gets no answer about it', async ({ page, request }) => {
    const trip = await createTicketedTrip(request, TRAVELLERS.zhangWei.mobile);
    const adult = adultOf(trip);
    await page.goto('/serve/ticketVerification');
    await page.getByLabel(say('ticketVerification.form.ticketNo')).fill(adult.ticketNo!);
    await page.getByLabel(say('ticketVerification.form.name')).fill('王五');
    await page.getByRole('button', { name: say('ticketVerification.form.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(say('ticketVerification.refusals.notFound'));
    await page.getByLabel(say('ticketVerification.form.name')).fill(adult.name);
    await page.getByRole('button', { name: say('ticketVerification.form.submit') }).click();
    await expect(page).toHaveURL(/\/serve\/ticketVerification\/checkTicket$/);
    await expect(page.getByRole('status')).toContainText(say('ticketVerification.result.genuine'));
    await expect(page.getByRole('table', { name: say('ticketVerification.result.coupons') })).toContainText(
      say('ticketVerification.states.open'),
    );
    await expect(page.getByText(adult.ticketNo!)).toBeVisible();
    await expect(page.getByText(adult.documentNo)).toHaveCount(0);
  });

  test('a member files a complaint with a photo and reads it back in the list and on its page', async ({ page }) => {
    await logInAs(page, TRAVELLERS.wangFang);
    const caseNo = await fileComplaint(page, '13977770001');
    const mine = page.getByRole('region', { name: say('feedback.kinds.complaint.mine') });
    await expect(mine.getByRole('link', { name: new RegExp(caseNo) })).toBeVisible();
    await mine.getByRole('link', { name: new RegExp(caseNo) }).click();
    await expect(page).toHaveURL(new RegExp(`/serve/complaintsDetail\\?caseNo=${caseNo}$`));
    await expect(page.getByText(say('feedback.categories.baggage'), { exact: true })).toBeVisible();
    const photo = page.getByRole('img', { name: say('feedback.detail.photo', { position: 1 }) });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  });

  test('a visitor files a complaint, follows it with the reference number and an SMS code, and reads the reply', async ({
    page,
    request,
  }) => {
    const mobile = '13977770002';
    const caseNo = await fileComplaint(page, mobile);
    await page.getByRole('link', { name: say('feedback.filed.lookUp') }).click();
    await expect(page.getByLabel(say('feedback.lookup.caseNo'))).toHaveValue(caseNo);
    await page.getByLabel(say('feedback.form.mobile')).fill(mobile);
    await page.getByRole('button', { name: text('zhCn', 'account.checkCode.send') }).click();
    await expect(page.getByRole('button', { name: /\d+/ })).toBeDisabled();
    const code = await readCode(request, mobile);
    await request.post('/dev/feedback/advanceCase', { data: { caseNo } });
    await request.post('/dev/feedback/advanceCase', {
      data: { caseNo, reply: '很抱歉，您的行李箱维修费用由我们承担。' },
    });
    await page.getByLabel(say('feedback.lookup.code')).fill(code);
    await page.getByRole('button', { name: say('feedback.lookup.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/serve/complaintsDetail\\?caseNo=${caseNo}$`));
    await expect(page.getByText('很抱歉，您的行李箱维修费用由我们承担。')).toBeVisible();
    await expect(page.getByRole('img', { name: say('feedback.detail.photo', { position: 1 }) })).toBeVisible();
  });
});

const NEW_PAGES = [
  '/serve/ticketVerification',
  '/serve/ticketVerification/checkTicket',
  '/serve/complaints',
  '/serve/praise',
  '/serve/infoFeedBack',
  '/serve/verification',
  '/serve/complaintsDetail',
  '/serve/praiseDetail',
];

test.describe('the new service pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ['zhCn', 'zhTw', 'en'] as Locale[]) {
    test(`in ${locale}: no sideways scrolling and no serious or critical axe violations`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const path of NEW_PAGES) {
        await page.goto(locale === 'zhCn' ? path : `/${locale}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page
            .getByRole('heading', { level: 2 })
            .or(
              page.getByRole('link', {
                name: text(
                  locale,
                  path.endsWith('checkTicket') ? 'ticketVerification.result.again' : 'feedback.mine.lookUp',
                ),
              }),
            )
            .first(),
        ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }
});
