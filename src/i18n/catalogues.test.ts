import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../contract/locales';

const files = import.meta.glob<Record<string, unknown>>('../../contract/catalogues/*/*.json', {
  eager: true,
  import: 'default',
});

function filesOf(locale: Locale): Map<string, Record<string, unknown>> {
  const prefix = `../../contract/catalogues/${locale}/`;
  return new Map(
    Object.entries(files).flatMap(([path, content]) =>
      path.startsWith(prefix) ? [[path.slice(prefix.length), content]] : [],
    ),
  );
}

/** 'a.b.c' → its text, for every leaf of a catalogue file. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, String(value)]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...leaves(child, prefix ? `${prefix}.${key}` : key)]),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('i18n catalogues', () => {
  const byLocale = new Map(LOCALES.map((locale) => [locale, filesOf(locale)] as const));
  const allFileNames = [...new Set([...byLocale.values()].flatMap((catalogue) => [...catalogue.keys()]))].sort();

  it('has every area file in every locale', () => {
    for (const locale of LOCALES) expect([...byLocale.get(locale)!.keys()].sort(), locale).toEqual(allFileNames);
  });

  for (const fileName of allFileNames) {
    it(`${fileName}: the same keys and placeholders in every locale, none empty`, () => {
      const [reference, ...others] = LOCALES.map((locale) => ({
        locale,
        texts: leaves(byLocale.get(locale)!.get(fileName) ?? {}),
      }));
      for (const other of others) {
        expect([...other.texts.keys()].sort(), `${other.locale} vs ${reference!.locale}`).toEqual(
          [...reference!.texts.keys()].sort(),
        );
      }
      for (const { locale, texts } of [reference!, ...others]) {
        for (const [key, text] of texts) {
          expect(text.trim(), `${locale} ${fileName} ${key}`).not.toBe('');
          expect(placeholders(text), `${locale} ${fileName} ${key}`).toEqual(
            placeholders(reference!.texts.get(key) ?? ''),
          );
        }
      }
    });
  }
});
