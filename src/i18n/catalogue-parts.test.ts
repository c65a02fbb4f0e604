import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { START_AREAS } from './catalogue-areas';
import { assembleCatalogue } from '../../contract/catalogue-files';

const areaFiles = Object.keys(import.meta.glob('../../contract/catalogues/*/*.json'));
const startModules = import.meta.glob<Record<string, unknown>>('./catalogues/*-start.ts', {
  eager: true,
  import: 'default',
});
const restModules = import.meta.glob<Record<string, unknown>>(['./catalogues/*.ts', '!./catalogues/*-start.ts'], {
  eager: true,
  import: 'default',
});

describe('catalogue parts', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the start chunk holds the start areas, the other chunk every other area`, () => {
      const allAreas = areaFiles
        .filter((file) => file.startsWith(`../../contract/catalogues/${locale}/`))
        .map((file) => file.split('/').pop()!.replace('.json', ''));
      const start = Object.keys(assembleCatalogue(startModules[`./catalogues/${locale}-start.ts`]!)).sort();
      const rest = Object.keys(assembleCatalogue(restModules[`./catalogues/${locale}.ts`]!)).sort();
      expect(start).toEqual([...START_AREAS].sort());
      expect(rest).toEqual(allAreas.filter((area) => !start.includes(area)).sort());
    });
  }
});
