import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import { readCode } from './support/new-member';
import { submitPasswordLogin } from '../support/password-login';

const PASSWORD = 'Hbhk@2026';

test.describe('accounts', () => {
  test('a guarded page sends a visitor to log in and back; logout ends at /account with a notice', async ({ page }) => {
    await page.goto('/serve/checkIn');
    await expect(page).toHaveURL(/\/account\?path=%2Fserve%2FcheckIn$/);
    await submitPasswordLogin(page, '13800138000', PASSWORD);
    await expect(page).toHaveURL(/\/serve\/checkIn$/);
    await expect(
      page.getByRole('link', { name: text('zhCn', 'shell.login.greeting').replace('{{name}}', '张伟') }).first(),
    ).toBeVisible();

    await page
      .getByRole('button', { name: text('zhCn', 'shell.login.logOut') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(text('zhCn', 'account.logout.done'))).toBeVisible();
    await page.goto('/member/order');
    await expect(page).toHaveURL(/\/account\?path=%2Fmember%2Forder$/);
  });

  test('an SMS code logs in, and a hostile return path lands on the home page', async ({ page, request }) => {
    await page.goto(`/en/account?path=${encodeURIComponent('//evil.example/steal')}`);
    await page.getByRole('tab', { name: text('en', 'account.login.codeTab') }).click();
    await page.getByRole('textbox', { name: text('en', 'account.login.mobile') }).fill('13700137000');
    await page.getByRole('button', { name: text('en', 'account.checkCode.send') }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page
      .getByRole('textbox', { name: text('en', 'account.login.checkCode') })
      .fill(await readCode(request, '13700137000'));
    await page.getByRole('button', { name: text('en', 'account.login.submit') }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(new URL(page.url()).host).not.toContain('evil');
  });

  test('the old mobile of a member shows the changed-phone dialog', async ({ page }) => {
    await page.goto('/account');
    await submitPasswordLogin(page, '13500135000', PASSWORD);
    await expect(page.getByRole('dialog', { name: text('zhCn', 'frame.changedPhone.title') })).toBeVisible();
    await expect(page.getByText('135****5001')).toBeVisible();
  });
});
