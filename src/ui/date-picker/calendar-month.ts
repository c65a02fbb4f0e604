import { addDays } from '../../../contract/first-load/flight-search-rules';
import type { Locale } from '../../../contract/locales';
import { dateTimeFormat } from '../../i18n/format';

// Calendar days are 'YYYY-MM-DD' strings, counted in UTC so no zone's daylight saving shifts them; plain Date
// arithmetic rather than dayjs, which would be some 3 kB more on every page with a date field.
const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Weeks start on Monday, as Chinese calendars do. */
const mondayIndex = (date: string) => (utcMidnight(date).getUTCDay() + 6) % 7;

const daysInMonth = (yearMonth: string) =>
  new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)), 0)).getUTCDate();

export function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The same day `months` later (or earlier), on the month's last day when it is shorter (31 January + 1 → 28 February). */
export function addMonths(date: string, months: number): string {
  const monthIndex = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return sameDayIn(date, `${Math.floor(monthIndex / 12)}-${twoDigits((monthIndex % 12) + 1)}`);
}

/** The day of `date` within [min, max] (either end may be missing); days compare as 'YYYY-MM-DD' strings. */
export function clampDay(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** The same day of the month in another month ('YYYY-MM'), or that month's last day when it is shorter. */
export function sameDayIn(date: string, yearMonth: string): string {
  return `${yearMonth}-${twoDigits(Math.min(Number(date.slice(8)), daysInMonth(yearMonth)))}`;
}

/** The month's weeks, Monday first; days of the neighbouring months are undefined. */
export function monthWeeks(anyDayOfMonth: string): (string | undefined)[][] {
  const first = firstOfMonth(anyDayOfMonth);
  const days = daysInMonth(first);
  const cells: (string | undefined)[] = [
    ...Array<undefined>(mondayIndex(first)),
    ...Array.from({ length: days }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focused day in the grid (the APG date picker's keys), or undefined for other keys. */
export function movedDay(date: string, key: string): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -mondayIndex(date));
    case 'End':
      return addDays(date, 6 - mondayIndex(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return undefined;
  }
}

const toDate = (date: string) => new Date(`${date}T00:00:00`);

export function formatDay(date: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, options).format(toDate(date));
}

/** Narrow weekday names, Monday first, in the page language. */
export function weekdayNames(locale: Locale): string[] {
  const monday = '2024-01-01';
  return Array.from({ length: 7 }, (_, index) => formatDay(addDays(monday, index), locale, { weekday: 'narrow' }));
}
