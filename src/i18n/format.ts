import type { i18n as I18n } from 'i18next';
import { LOCALE_TAGS, toLocale, DEFAULT_LOCALE, type Locale } from '../../contract/locales';
import { formatMoney } from '../../contract/money';
import { formatCalendarDate } from '../../contract/written-dates';

// The pages' one import for writing dates: the rule itself is shared with the server's messages.
export * from '../../contract/written-dates';

/** i18next's language name ('zhCn', 'en') as a locale, for formatters i18next calls. */
export function localeOf(language: string | undefined): Locale {
  return toLocale(language ?? '') ?? DEFAULT_LOCALE;
}

/** Teaches an i18next instance the catalogues' `{{amount, money}}`, `{{date, day}}` and `{{points, points}}`. */
export function addSiteFormats(instance: I18n): I18n {
  instance.services.formatter?.add('money', (value: unknown, language: string | undefined) =>
    formatMoney(Number(value), localeOf(language)),
  );
  // `{{flightDate, day}}`: a calendar day ('2026-12-07') as the reader's language writes days.
  instance.services.formatter?.add('day', (value: unknown, language: string | undefined) =>
    formatCalendarDate(String(value), localeOf(language)),
  );
  // `{{points, points}}`: points as the reader writes numbers (27,000), as balances are.
  instance.services.formatter?.add('points', (value: unknown, language: string | undefined) =>
    new Intl.NumberFormat(LOCALE_TAGS[localeOf(language)]).format(Number(value)),
  );
  return instance;
}
