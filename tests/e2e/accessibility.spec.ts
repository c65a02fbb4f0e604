import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { text } from '../support/catalogue';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  // Listed with their elements, so a failure says what to fix.
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('accessibility (axe-core)', () => {
  for (const path of ['/', '/en']) {
    test(`the home page ${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('an opened header menu has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    const tips = page.getByRole('banner').getByRole('button', { name: text('zhCn', 'shell.nav.tips.title') });
    await tips.focus();
    await page.keyboard.press('ArrowDown');
    await expect(tips).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a service page has no serious or critical violations', async ({ page }) => {
    await page.goto('/flightStatus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
