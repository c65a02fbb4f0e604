import { expect, type Locator } from '@playwright/test';
import type { Locale } from '../../contract/locales';
import { formatCalendarDate } from '../../src/i18n/format';

/**
 * Chooses a day ('YYYY-MM-DD') in one of the site's date fields (src/ui/date-picker) as a user does: open its
 * calendar, pick the year and month in its heading, click the day. The field reads the day back in `locale`.
 */
export async function pickDate(field: Locator, date: string, locale: Locale = 'zhCn'): Promise<void> {
  await field.click();
  // The calendar opens beside its button, inside the field's own box.
  const calendar = field.locator('xpath=..').getByRole('dialog');
  const [year, month] = [calendar.getByRole('combobox').nth(0), calendar.getByRole('combobox').nth(1)];
  await year.selectOption(String(Number(date.slice(0, 4))));
  await month.selectOption(String(Number(date.slice(5, 7))));
  await calendar.locator(`[data-day="${date}"]`).click();
  await expect(calendar).toBeHidden();
  await expectDate(field, date, locale);
}

/** The field shows this day, written in the page's language (2026年11月26日, Nov 26, 2026). */
export async function expectDate(field: Locator, date: string, locale: Locale = 'zhCn'): Promise<void> {
  const shown = formatCalendarDate(date, locale, 'day');
  // A date read from another field (an ID card's birth date) is a read-only input; a chosen one, the calendar's button.
  if (await field.evaluate((element) => element instanceof HTMLInputElement)) await expect(field).toHaveValue(shown);
  else await expect(field).toHaveText(shown);
}
