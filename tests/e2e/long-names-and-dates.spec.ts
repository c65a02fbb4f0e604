import { type Locator } from '@playwright/test';
import { expect, test } from './support/site-test';
import { formatCalendarDate } from '../../src/i18n/format';

/** A search ten days ahead, from the hub: its English name is one of the longest the site shows. */
function resultsPath(): string {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return `/en/queryFlight?tripType=oneWay&origin=SJW&destination=SZX&departureDate=${day}&adults=1&children=0&infants=0`;
}

/** How much wider a select's chosen text is than the room the select gives it (arrow and padding taken off). */
async function selectOverflow(select: Locator): Promise<number> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.text ?? '';
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return context.measureText(text).width - room;
  });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the search box shows a chosen English city whole', async ({ page }) => {
      await page.goto('/en');
      const origin = page.getByRole('combobox', { name: 'From' });
      await expect(origin).toHaveValue(/Shijiazhuang/);
      const widths = await origin.evaluate((input) => ({ text: input.scrollWidth, box: input.clientWidth }));
      expect(widths.text, `"${await origin.inputValue()}" in a ${widths.box} px box`).toBeLessThanOrEqual(widths.box);
    });

    test('the results page shows both cities whole in its search bar', async ({ page }) => {
      await page.goto(resultsPath());
      // A phone shows the bar folded to one line.
      if (width < 768) await page.getByRole('button', { name: /Change/ }).click();
      for (const name of ['From', 'To']) {
        const select = page.getByRole('combobox', { name, exact: true });
        await expect(select).toBeVisible();
        expect(await selectOverflow(select), `${name}: ${await select.inputValue()}`).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('dates in the results headers stay on one line', async ({ page }) => {
    await page.goto(resultsPath());
    const day = resultsPath().match(/departureDate=([\d-]+)/)![1]!;
    const summaryDate = page
      .getByRole('button', { name: /Change/ })
      .getByText(formatCalendarDate(day, 'en', 'dayWithWeekday'), { exact: true });
    const headingDate = page.getByRole('heading', { level: 2 }).locator('span').first();
    for (const date of [summaryDate, headingDate]) {
      await expect(date).toBeVisible();
      expect(await date.evaluate((element) => element.getClientRects().length)).toBe(1);
    }
  });
});
