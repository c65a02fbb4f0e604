import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALE_TAGS, LOCALES, type Locale } from '../contract/locales';
import { assembleCatalogue } from '../contract/catalogue-files';
import { formatMoney } from '../contract/money';
import { formatCalendarDate } from '../contract/written-dates';

// The server answers in the user's language from the SPA's own catalogues: one source for every string.
const localesDir = fileURLToPath(new URL('../contract/catalogues/', import.meta.url));

function readCatalogue(locale: Locale): Record<string, unknown> {
  const dir = `${localesDir}${locale}/`;
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, JSON.parse(readFileSync(dir + name, 'utf8'))]),
  );
  return assembleCatalogue(files);
}

const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(locale)])) as Record<
  Locale,
  unknown
>;

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = findText(locale, key) ?? pluralText(locale, key, params.count) ?? key;
  return template.replace(
    /\{\{\s*(\w+)\s*(?:,\s*(money|day)\s*)?\}\}/g,
    (whole, name: string, format: string | undefined) => {
      const value = params[name];
      if (value === undefined) return whole;
      // `{{price, money}}`: the site's one money format (src/i18n/format.ts), as the pages write it.
      if (format === 'money') return formatMoney(Number(value), locale);
      // `{{flightDate, day}}`: a calendar day as the site writes days (contract/written-dates.ts).
      if (format === 'day') return formatCalendarDate(String(value), locale);
      // A parameter may itself be a message key (a field's label), translated in turn.
      return typeof value === 'string' ? (lookup(catalogues[locale], value) ?? value) : String(value);
    },
  );
}

/** A message in the user's language (zhCn when that language lacks it), or undefined when there is none. */
export function findText(locale: Locale, key: string): string | undefined {
  return lookup(catalogues[locale], key) ?? lookup(catalogues.zhCn, key);
}

/** A counted message's form (`key_one`, `key_other`), chosen by the language's plural rules as i18next does. */
function pluralText(locale: Locale, key: string, count: string | number | undefined): string | undefined {
  if (typeof count !== 'number') return undefined;
  const form = new Intl.PluralRules(LOCALE_TAGS[locale]).select(count);
  return findText(locale, `${key}_${form}`) ?? findText(locale, `${key}_other`);
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
