import type { i18n as I18n } from 'i18next';
import { LOCALE_TAGS, toLocale, DEFAULT_LOCALE, type Locale } from '../../contract/locales';
import { formatMoney } from '../../contract/money';

/**
 * The one way the site writes times (and, through `{{amount, money}}` in the catalogues, money: the rule is in
 * contract/money.ts, which the server uses too).
 */

/** The hub's zone: where a time belongs to no particular airport (an order placed, a refund asked for). */
export const HUB_TIME_ZONE = 'Asia/Shanghai';

/** 'writtenDate': the month in words (2026年11月26日, Nov 26, 2026), where a date is read alone, as in a date field. */
export type TimeParts = 'date' | 'writtenDate' | 'time' | 'timeWithSeconds' | 'dateTime';

const PARTS: Record<TimeParts, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  writtenDate: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  timeWithSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
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
  options: { timeZone?: string; parts?: TimeParts } = {},
): string {
  const { timeZone = HUB_TIME_ZONE, parts = 'dateTime' } = options;
  return dateTimeFormat(locale, { ...PARTS[parts], timeZone }).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
}

/** A calendar day ('2026-03-05') as the reader's language writes it, e.g. 2026/03/05 or 03/05/2026. */
export function formatCalendarDate(date: string, locale: Locale, parts: 'date' | 'writtenDate' = 'date'): string {
  return formatInstant(`${date}T00:00:00Z`, locale, { timeZone: 'UTC', parts });
}

/** i18next's language name ('zhCn', 'en') as a locale, for formatters i18next calls. */
export function localeOf(language: string | undefined): Locale {
  return toLocale(language ?? '') ?? DEFAULT_LOCALE;
}

/** Teaches an i18next instance the catalogues' `{{amount, money}}`. */
export function addSiteFormats(instance: I18n): I18n {
  instance.services.formatter?.add('money', (value: unknown, language: string | undefined) =>
    formatMoney(Number(value), localeOf(language)),
  );
  // `{{points, points}}`: points as the reader writes numbers (27,000), as balances are.
  instance.services.formatter?.add('points', (value: unknown, language: string | undefined) =>
    new Intl.NumberFormat(LOCALE_TAGS[localeOf(language)]).format(Number(value)),
  );
  return instance;
}
