import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';
import { SPEC_ROUTES, type SpecRoute } from '../support/spec-routes';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectResolved(page: Page, route: SpecRoute): Promise<void> {
  await page.goto(route.path);
  const title = text('zhCn', route.titleKey);
  const heading = page.getByRole('heading', { level: 1 });
  if (!route.login) {
    await expect(heading).toHaveText(title);
    expect(new URL(page.url()).pathname).toBe(route.path);
    return;
  }
  // A closed page either shows itself or sends the visitor to log in, keeping the way back.
  const loginTitle = text('zhCn', 'routes.account');
  await expect(heading).toHaveText(new RegExp(`^(${escapeRegExp(title)}|${escapeRegExp(loginTitle)})$`));
  const url = new URL(page.url());
  const arrivedAt = url.pathname === '/account' ? (url.searchParams.get('path') ?? '') : url.pathname;
  expect(arrivedAt).toMatch(new RegExp(`^${escapeRegExp(route.path)}`));
}

// Pages are checked in small batches of one area: a batch shares a browser cache, so the bundle loads once,
// and each batch gets time for its pages on a busy machine.
const BATCH_SIZE = 6;
const batches: SpecRoute[][] = [];
for (const route of SPEC_ROUTES) {
  const last = batches.at(-1);
  const sameArea = last && last[0]!.path.split('/')[1] === route.path.split('/')[1];
  if (last && sameArea && last.length < BATCH_SIZE) last.push(route);
  else batches.push([route]);
}

test.describe('every route of the spec resolves', () => {
  for (const routes of batches) {
    test(`${routes.map((route) => route.path).join(', ')} show their titles`, async ({ page }) => {
      test.setTimeout(20_000 + routes.length * 10_000);
      for (const route of routes) await test.step(route.path, () => expectResolved(page, route));
    });
  }
});
