import { expect, test } from '@playwright/test';
import { text } from '../support/catalogue';
import { SPEC_ROUTES } from '../support/spec-routes';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('every route of the spec resolves', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route.path} shows its title`, async ({ page }) => {
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
      if (url.pathname === '/account') expect(url.searchParams.get('path') ?? '').toMatch(new RegExp(`^${escapeRegExp(route.path)}`));
      else expect(url.pathname).toMatch(new RegExp(`^${escapeRegExp(route.path)}`));
    });
  }
});
