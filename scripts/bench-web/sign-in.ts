import type { Locale } from '../../contract/locales';
import { text } from '../../tests/support/catalogue';
import type { SignIn } from './lighthouse-run';

/** The member whose pages are measured logged in: a ticketed trip of their own, so the pages have data. */
export const BENCH_MEMBER = { mobile: '13800138000', password: 'Hbhk@2026' } as const;

/** Gives the benchmark's member a ticketed trip (development tools on), creating the member if need be. */
export async function giveMemberATrip(site: string): Promise<void> {
  const reply = await fetch(`${site}/dev/checkin/ticketedTrip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: BENCH_MEMBER.mobile }),
  });
  if (!reply.ok) throw new Error(`no trip for the benchmark's member: ${reply.status} ${await reply.text()}`);
}

/** Logs the benchmark's member in on the site's login page, as a traveller would. */
export function signInOn(site: string, locale: Locale = 'zhCn'): SignIn {
  return async (page) => {
    await page.goto(`${site}/account`);
    await page.locator(`::-p-aria(${text(locale, 'account.login.account')})`).fill(BENCH_MEMBER.mobile);
    await page.locator(`::-p-aria(${text(locale, 'account.login.password')})`).fill(BENCH_MEMBER.password);
    await page.locator(`::-p-aria(${text(locale, 'account.login.submit')}[role="button"])`).click();
    await page.waitForFunction(() => !window.location.pathname.startsWith('/account'), { timeout: 30_000 });
  };
}
