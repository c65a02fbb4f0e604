import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../../support/catalogue';

export const NEW_MEMBER_PASSWORD = 'Fly@2026x';
const t = (key: string) => text('zhCn', key);

/** The latest SMS code to a mobile, from the development outbox (the `request` fixture calls from this machine). */
export async function readCode(request: APIRequestContext, mobile: string): Promise<string> {
  const reply = await request.get(`/dev/outbox/latest?mobile=${mobile}`);
  return ((await reply.json()) as { data: { code: string } }).data.code;
}

/** A mobile no other test (or earlier run on the same database) uses. */
export const freshMobile = () => `15${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A new member: code login with a new mobile, then a password set on the completion page. */
export async function newMember(page: Page, request: APIRequestContext, mobile = freshMobile()): Promise<string> {
  await page.goto('/account');
  await page.getByRole('tab', { name: t('account.login.codeTab') }).click();
  await page.getByRole('textbox', { name: t('account.login.mobile') }).fill(mobile);
  await page.getByRole('button', { name: t('account.checkCode.send') }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByRole('textbox', { name: t('account.login.checkCode') }).fill(await readCode(request, mobile));
  await page.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(page).toHaveURL(/\/account\/completionPassword/);
  await page.getByLabel(t('account.login.password'), { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await page.getByLabel(t('account.register.confirmPassword')).fill(NEW_MEMBER_PASSWORD);
  await page.getByRole('button', { name: t('account.completion.submit') }).click();
  await expect(page).not.toHaveURL(/\/account/);
  return mobile;
}
