import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../contract/locales';
import { text } from './catalogue';

/** Fills in and sends the password login form the page shows (a visitor sent to /account keeps its way back). */
export async function submitPasswordLogin(page: Page, account: string, password: string, locale: Locale = 'zhCn') {
  await page.getByRole('textbox', { name: text(locale, 'account.login.account') }).fill(account);
  await page.getByLabel(text(locale, 'account.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(locale, 'account.login.submit') }).click();
}

/** Logs in on the login page and waits to be sent on. */
export async function logInAs(page: Page, member: { mobile: string; password: string }) {
  await page.goto('/account');
  await submitPasswordLogin(page, member.mobile, member.password);
  await expect(page).not.toHaveURL(/\/account/);
}
