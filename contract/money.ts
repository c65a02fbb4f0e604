import { LOCALE_TAGS, type Locale } from './locales';

/**
 * The one way the site writes money, in every language (the catalogues use it through their
 * `{{amount, money}}` format, in the SPA and in the server's messages alike).
 * Money is yuan: `¥1,640`, `¥1,710.50` (cents only when there are some), the same sign in every locale.
 */
export function formatMoney(amount: number, locale: Locale): string {
  const cents = !Number.isInteger(amount);
  return moneyFormat(locale, cents).format(amount);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: Locale, cents: boolean): Intl.NumberFormat {
  const key = `${locale}:${cents}`;
  if (!moneyFormats.has(key)) {
    const digits = cents ? 2 : 0;
    moneyFormats.set(
      key,
      new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
    );
  }
  return moneyFormats.get(key)!;
}
