import { LOCALE_TAGS, type Locale } from './locales';

/**
 * The one way the site writes dates and times, on its pages and in the server's messages (an SMS, a mail, a
 * PDF) alike. src/i18n/format.ts hands them to the pages with the catalogues' formats.
 */

/** The hub's zone: where a time belongs to no particular airport (an order placed, a refund asked for). */
export const HUB_TIME_ZONE = 'Asia/Shanghai';

/**
 * The kinds of date a traveller reads, each written one way per language (docs/features.md, "Dates"):
 * - day: 2026年12月7日 · Dec 7, 2026
 * - dayWithWeekday: 2026年12月7日周一 (zhTw 週一) · Mon, Dec 7, 2026
 * - monthDay: 12月7日 · Dec 7, only in a strip or grid whose heading or neighbours give the year
 * - weekday: 周一 · Mon; month: 2026年12月 · December 2026 (a calendar's heading)
 * - time: 18:16 (24-hour everywhere); timeWithSeconds: 18:16:05
 * - dateTime: 2026年12月7日 18:16 · Dec 7, 2026, 18:16
 * Numbers-only dates (2026/12/07, 12/07/2026, 2026-12-07) are never shown: their order is read differently
 * in each market. tests/support/written-dates.ts holds the rule the browser tests check every page with.
 */
export type DateKind =
  'day' | 'dayWithWeekday' | 'monthDay' | 'weekday' | 'month' | 'time' | 'timeWithSeconds' | 'dateTime';

const DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const KINDS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  day: DAY,
  dayWithWeekday: { ...DAY, weekday: 'short' },
  monthDay: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short' },
  month: { year: 'numeric', month: 'long' },
  time: TIME,
  timeWithSeconds: { ...TIME, second: '2-digit' },
  dateTime: { ...DAY, ...TIME },
};

// Making an Intl formatter costs far more than using one (its locale data is looked up each time), and a
// results page or a month grid writes a hundred dates a render.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The reader's language's date formatter for these options, made once. */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options)));
  return formatter;
}

/**
 * An instant as the reader's language writes it, in a given zone: a flight's times in its airport's zone
 * (a traveller abroad sees the cut-off the airport keeps), other times in the hub's.
 */
export function formatInstant(
  instant: string | Date,
  locale: Locale,
  options: { timeZone?: string; kind?: DateKind } = {},
): string {
  const { timeZone = HUB_TIME_ZONE, kind = 'dateTime' } = options;
  return dateTimeFormat(locale, { ...KINDS[kind], timeZone }).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
}

/** A calendar day ('2026-12-07', a flight's date at its airport) as the reader's language writes that kind. */
export function formatCalendarDate(
  date: string,
  locale: Locale,
  kind: 'day' | 'dayWithWeekday' | 'monthDay' | 'weekday' | 'month' = 'day',
): string {
  return formatInstant(`${date}T00:00:00Z`, locale, { timeZone: 'UTC', kind });
}

/** A day and a wall-clock time an airport gave ('2026-12-07', '18:16'), written as one date-time. */
export function formatLocalDateTime(date: string, time: string, locale: Locale): string {
  return formatInstant(`${date}T${time}:00Z`, locale, { timeZone: 'UTC', kind: 'dateTime' });
}

/**
 * A date as the spec's replies carry it, for the reader: a day ('2026-12-07') as a day, a wall-clock time
 * without a zone ('2026-12-07 18:16[:05]', Beijing time as the airline keeps it) as a date-time, an instant
 * with its zone as a Beijing date-time. Anything else (a search parameter typed by hand, say) is shown as it
 * came: no text is lost and a page never fails over a date.
 */
export function formatReplyDate(value: string, locale: Locale): string {
  if (Number.isNaN(Date.parse(value.replace(' ', 'T')))) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value, locale);
  const wallClock = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (wallClock) return formatLocalDateTime(wallClock[1]!, wallClock[2]!, locale);
  if (/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(value)) return formatInstant(value, locale);
  return value;
}
