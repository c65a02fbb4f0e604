import { expect, test, type Page } from '@playwright/test';
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

// One test per top-level area: the pages of an area share a browser cache, so the bundle loads once.
const areas = new Map<string, SpecRoute[]>();
for (const route of SPEC_ROUTES) {
  const area = route.path.split('/')[1]!;
  areas.set(area, [...(areas.get(area) ?? []), route]);
}

test.describe('every route of the spec resolves', () => {
  for (const [area, routes] of areas) {
    test(`/${area} and the pages below it show their titles`, async ({ page }) => {
      for (const route of routes) await test.step(route.path, () => expectResolved(page, route));
    });
  }
});
