import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { checkCharacter } from '../../contract/validators/id-card';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expectDate } from '../support/date-field';
import { freshMobile, MEMBER_PASSWORD, newMember, readCode } from './support/new-member';
import { submitPasswordLogin } from '../support/password-login';

const PASSWORD = MEMBER_PASSWORD;
const t = (key: string) => text('zhCn', key);

function idCard(birth: string, sequence: number): string {
  const first17 = `130102${birth.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('member centre', () => {
  test('an unverified member is stopped by the points guard, verifies, joins the club, then adds an address, a passenger and a transferee', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await newMember(page, request);
    await page.goto('/member/pointInfo');
    await expect(page).toHaveURL(/\/member\/home$/);
    await expect(page.getByText(t('account.guard.realNameRequired')).first()).toBeVisible();

    await page.goto('/member/realName');
    const sequence = Math.floor(Math.random() * 1000);
    const valid = idCard('1990-05-06', sequence);
    await page.getByLabel(t('member.realName.name')).fill('周杰');
    await page.getByLabel(t('member.realName.documentNo')).fill(valid.slice(0, 17) + (valid[17] === '1' ? '2' : '1'));
    await page.getByRole('button', { name: t('member.realName.submit') }).click();
    await expect(page.getByText(t('validation.idCardIllegal'))).toBeVisible();
    await page.getByLabel(t('member.realName.documentNo')).fill(valid);
    await page.getByRole('button', { name: t('member.realName.submit') }).click();
    await expectAxeClean(page);
    await page.getByRole('button', { name: t('member.club.register') }).click();
    await expect(page.getByRole('status')).toContainText('周杰');
    await page.goto('/member/pointInfo');
    await expect(page).toHaveURL(/\/member\/pointInfo$/);

    await page.goto('/member/myAddress');
    await page.getByRole('button', { name: t('member.address.add') }).click();
    await page.getByLabel(t('member.address.receiver')).fill('周杰');
    await page.getByLabel(t('member.address.mobile')).fill('13912345678');
    await page.getByLabel(t('member.address.province')).selectOption({ label: '河北省' });
    await page.getByLabel(t('member.address.city')).selectOption({ label: '石家庄市' });
    await page.getByLabel(t('member.address.district')).selectOption({ label: '长安区' });
    await page.getByLabel(t('member.address.detail')).fill('中山东路 100 号');
    await page.getByRole('button', { name: t('member.common.save') }).click();
    await expect(page.getByText('河北省 石家庄市 长安区 中山东路 100 号')).toBeVisible();
    await expect(page.getByText(t('member.address.default'))).toBeVisible();

    await page.goto('/member/passenger');
    await page.getByRole('button', { name: t('member.passenger.add') }).click();
    await page
      .getByLabel(t('member.passenger.relationship'))
      .selectOption({ label: text('zhCn', 'lookups.relationship.7') });
    await page.getByLabel(t('passengers.form.name')).fill('孙丽');
    await page.getByLabel(t('passengers.form.documentNo')).fill(idCard('1991-01-05', sequence));
    // An ID card's birth date is read from its number, not asked.
    await expectDate(page.getByLabel(t('passengers.form.birthDate')), '1991-01-05');
    await page.getByRole('button', { name: t('member.common.save') }).click();
    await expect(page.getByRole('heading', { name: '孙丽' })).toBeVisible();

    await page.goto('/member/transferee');
    await page.getByRole('button', { name: t('member.assignee.add') }).click();
    await page.getByLabel(t('member.realName.name')).fill('孙丽');
    await page.getByRole('button', { name: t('member.common.save') }).click();
    await expect(page.getByText(t('validation.transfereeDocument'))).toBeVisible();
    await page.getByLabel(text('zhCn', 'lookups.cardType.0')).fill(idCard('1991-01-05', sequence));
    await page.getByRole('button', { name: t('member.common.save') }).click();
    await expect(page.getByRole('heading', { name: '孙丽' })).toBeVisible();
    await expect(page.getByText(/未生效/)).toBeVisible();
    await expectAxeClean(page);
  });

  test('changing the bound mobile shows the changed-phone dialog at the next login with the old one', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const oldMobile = await newMember(page, request);
    const newMobile = freshMobile().replace(/^15/, '18');
    await page.goto('/member/myAccount');
    const counting = page.getByRole('button', { name: /秒后重新获取/ });
    await page
      .getByRole('button', { name: t('account.checkCode.send') })
      .first()
      .click();
    await expect(counting).toHaveCount(1);
    await page.getByLabel(t('member.mobile.oldCode')).fill(await readCode(request, oldMobile));
    await page.getByLabel(t('member.mobile.newMobile')).fill(newMobile);
    await page.getByRole('button', { name: t('account.checkCode.send') }).click();
    // The new mobile has had no SMS before: its outbox answers once the code is out.
    await expect.poll(async () => (await request.get(`/dev/outbox/latest?mobile=${newMobile}`)).status()).toBe(200);
    await page.getByLabel(t('member.mobile.newCode')).fill(await readCode(request, newMobile));
    await page.getByRole('button', { name: t('member.mobile.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: newMobile.slice(-4) })).toBeVisible();
    await expectAxeClean(page);

    await page
      .getByRole('button', { name: t('shell.login.logOut') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/account');
    await submitPasswordLogin(page, oldMobile, PASSWORD);
    const dialog = page.getByRole('dialog', { name: t('frame.changedPhone.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${newMobile.slice(0, 3)}****${newMobile.slice(-4)}`);
  });

  test('signing out another session ends it: its next call gets 1408 and it goes to log in', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const mobile = await newMember(page, request);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/account');
    await submitPasswordLogin(otherPage, mobile, PASSWORD);
    await expect(otherPage).not.toHaveURL(/\/account/);

    await page.goto('/member/loginManage');
    await expect(page.getByText(t('member.sessions.thisDevice'))).toBeVisible();
    await expectAxeClean(page);
    // Each other session's button is named after its device: "退出 Chrome · Windows（最近使用 …）".
    const signOutOther = page.getByRole('button', {
      name: new RegExp(`^${t('member.sessions.signOutOf').split('{{')[0]}`),
    });
    await expect(signOutOther).toHaveCount(1);
    // The other session's next call gets 1408, whichever it is: the side box's poll may come before the page's own.
    const signedOut = otherPage.waitForResponse(
      async (response) =>
        response.request().method() === 'POST' && (await response.text().catch(() => '')).includes('"1408"'),
    );
    await signOutOther.click();
    await expect(signOutOther).toHaveCount(0);

    await otherPage.goto('/member/myAccount');
    await signedOut;
    await expect(otherPage).toHaveURL(/\/account/);
    await other.close();
  });

  test('about membership is open to visitors, in three languages, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [prefix, locale] of [
      ['', 'zhCn'],
      ['/zhTw', 'zhTw'],
      ['/en', 'en'],
    ] as const) {
      await page.goto(`${prefix}/member/aboutMember/benefits`);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('link', { name: text(locale, 'member.about.tab.card') })).toBeVisible();
      await expectAxeClean(page);
    }
  });
});
