import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { LETTER_NUMBERS, LOOKUP_TABLES, LOOKUPS, MONTHS, lookupLabelKey } from './lookups';

// The spec's tables (section 3), written out again by hand so a changed value in lookups.ts fails here.
const SPEC_VALUES = {
  relationship: ['9', '0', '1', '2', '3', '4', '5', '6', '7', '8'],
  idDocumentType: ['0', '4', '212', '66', '208', '207', '15', '219', '218', '91', '222', '5'],
  travelDocumentType: ['4', '03', '04', '05', '06'],
  gender: ['1', '2'],
  airline: ['0', 'MF', 'CZ', 'RY'],
  disabilityCertificate: ['', '01', '02'],
};

function catalogue(locale: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(new URL(`./catalogues/${locale}/lookups.json`, import.meta.url), 'utf8'));
}

describe('lookups of spec 3', () => {
  it.each(Object.entries(SPEC_VALUES))('%s has exactly the spec values in the spec order', (table, values) => {
    expect(LOOKUPS[table as keyof typeof LOOKUPS]).toEqual(values);
  });

  it('lists the label-only tables with one value per spec label', () => {
    expect(LOOKUPS.cardType).toHaveLength(16);
    expect(LOOKUPS.sex).toHaveLength(3);
    expect(LOOKUPS.memberTier).toHaveLength(5);
    expect(LOOKUPS.bankCardType).toHaveLength(2);
    expect(LOOKUPS.proofDeliveryType).toHaveLength(2);
  });

  it('maps letters A-Z to 1-26 and months to 01-12', () => {
    expect(LETTER_NUMBERS.A).toBe(1);
    expect(LETTER_NUMBERS.Z).toBe(26);
    expect(Object.keys(LETTER_NUMBERS)).toHaveLength(26);
    expect(MONTHS[0]).toBe('01');
    expect(MONTHS.at(-1)).toBe('12');
    expect(MONTHS).toHaveLength(12);
  });

  it.each(LOCALES)('has a %s label for every value of every table', (locale) => {
    const texts = catalogue(locale);
    for (const table of LOOKUP_TABLES) {
      for (const value of LOOKUPS[table]) {
        const [, , key] = lookupLabelKey(table, value).split('.');
        expect(texts[table]?.[key!], `${locale} ${table} ${value}`).toBeTruthy();
      }
      expect(Object.keys(texts[table]!)).toHaveLength(LOOKUPS[table].length);
    }
  });
});
