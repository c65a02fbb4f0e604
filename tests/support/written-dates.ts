import type { Locale } from '../../contract/locales';

/**
 * The rule src/i18n/format.ts writes dates by, as a check on any page's text: every date-like run of
 * characters must be one of that language's forms, so a date written another way (an API's 2026-12-07, a
 * browser's 11/27/2026, a 6:16 PM) is found wherever it slips in.
 */

const EN_MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
// May is its own short form, so "May 12" is right; only the months whose long name differs are long.
const EN_MONTH_LONG = '(?:January|February|March|April|June|July|August|September|October|November|December)';
const EN_WEEKDAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const EN_WEEKDAY_LONG = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';

/** Forms no language uses: numbers-only dates, 12-hour clocks, one-digit hours. */
const NEVER: RegExp[] = [
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/g,
  /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\b/g,
  /(?<![\d/])\d{1,2}\/\d{1,2}(?![\d/])/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?\s?(?:AM|PM|am|pm|上午|下午)/g,
  /(?:上午|下午|凌晨|晚上)\s?\d{1,2}:\d{2}/g,
  /(?<![\d:])\d:\d{2}(?!\d)/g,
];

/** Forms wrong in one language though right in another. */
const NEVER_IN: Record<Locale, RegExp[]> = {
  zhCn: [/星期[一二三四五六日天]/g, /週[一二三四五六日]/g, /\d{1,2}月\d{1,2}日 +周[一二三四五六日]/g],
  zhTw: [/星期[一二三四五六日天]/g, /周[一二三四五六日]/g, /\d{1,2}月\d{1,2}日 +週[一二三四五六日]/g],
  en: [
    // Day before month (7 Dec), a long month with a day (December 7), a long weekday, a date without its comma.
    new RegExp(`\\b\\d{1,2} ${EN_MONTH}\\w*\\b`, 'g'),
    new RegExp(`\\b${EN_MONTH_LONG} \\d{1,2}\\b(?!\\d)`, 'g'),
    new RegExp(`\\b${EN_WEEKDAY_LONG}\\b`, 'g'),
    new RegExp(`\\b${EN_MONTH} \\d{1,2} \\d{4}\\b`, 'g'),
    new RegExp(`\\b${EN_WEEKDAY} ${EN_MONTH}\\b`, 'g'),
    /\d{4}年|\d{1,2}月\d{1,2}日/g,
  ],
};

/** The runs of `text` that write a date or time other than the one way for `locale`; none when all is well. */
export function foreignDates(text: string, locale: Locale): string[] {
  // No-break spaces (a browser's 6:16\u202fPM, a kept-together date) read as spaces.
  const plain = text.replace(/[\u00a0\u202f]/g, ' ');
  return [...NEVER, ...NEVER_IN[locale]].flatMap((pattern) => [...plain.matchAll(pattern)].map((match) => match[0]));
}
