import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { machineRegistry } from '../registry/machine-registry';
import { sampleRegistry } from '../examples/sample-registry';
import { assembleCatalogue } from '../../contract/catalogue-files';
import { missingFlowNames, missingNamesMessage } from './flow-names-check';

const areaFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const LOCALES = ['zhCn', 'zhTw', 'en'] as const;
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    assembleCatalogue(
      Object.fromEntries(Object.entries(areaFiles).filter(([path]) => path.includes(`/locales/${locale}/`))),
    ),
  ]),
);
const namesByLocale = Object.fromEntries(LOCALES.map((locale) => [locale, catalogues[locale]!.flowNames]));
const shown = [...machineRegistry, ...sampleRegistry];

describe('the names on /flows', () => {
  it('every registered machine, state, event, invoked actor and guard has a name (and a description) in all three catalogues', () => {
    const missing = missingFlowNames(shown, namesByLocale);
    expect(missing, missingNamesMessage(missing)).toEqual([]);
  });

  it('every registered machine has a one-line description in all three catalogues', () => {
    const lacking = shown.flatMap((entry) =>
      LOCALES.filter(
        (locale) => !entry.descriptionKey || typeof valueAt(catalogues[locale], entry.descriptionKey) !== 'string',
      ).map(
        (locale) =>
          `${entry.id}: ${entry.descriptionKey ? `add "${entry.descriptionKey}" to the ${locale} catalogue` : 'give it a descriptionKey in flows-viewer/registry/machine-registry.ts'}`,
      ),
    );
    expect(lacking, lacking.join('\n')).toEqual([]);
  });

  it('no chart carries words of its own (a description or meta.name): the catalogues are their one place', () => {
    const ownWords = shown.flatMap((entry) => wordsIn(JSON.parse(JSON.stringify(entry.machine.definition)), entry.id));
    expect(ownWords, ownWords.join('\n')).toEqual([]);
  });

  it('names exactly the keys a new machine lacks, and the catalogues that lack them', () => {
    const machine = setup({ guards: { hasBagLeft: () => true } }).createMachine({
      id: 'ancillary',
      initial: 'choosing',
      states: { choosing: { on: { 'bag.add': { target: 'paying', guard: 'hasBagLeft' } } }, paying: { type: 'final' } },
    });
    const entry: RegisteredMachine = { id: 'ancillary-purchase', machine };
    const names = {
      name: 'Extras',
      states: {
        choosing: { name: 'Choosing', description: 'Picks extras.' },
        paying: { name: 'Paying', description: 'Pays.' },
      },
      events: {},
    };
    const missing = missingFlowNames([entry], { zhCn: { 'ancillary-purchase': names }, en: {} });
    expect(missing).toContainEqual({ path: '["ancillary-purchase"].events["bag.add"].name', locales: ['zhCn', 'en'] });
    expect(missing).toContainEqual({ path: '["ancillary-purchase"].states["choosing"].description', locales: ['en'] });
    expect(missing).toContainEqual({
      path: '["ancillary-purchase"].guards["hasBagLeft"].name',
      locales: ['zhCn', 'en'],
    });
    expect(missing).toHaveLength(8);
    expect(missingNamesMessage(missing)).toContain(
      '  ["ancillary-purchase"].events["bag.add"].description  (zhCn, en)',
    );
  });
});

/** Where a machine's definition holds a description or a meta name, e.g. `check-in: states.paying.description`. */
function wordsIn(node: unknown, path: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const here = `${path}.${key}`;
    if (key === 'description' && value !== undefined) return [here];
    if (key === 'meta' && typeof value === 'object' && value !== null && 'name' in value) return [`${here}.name`];
    return wordsIn(value, here);
  });
}

function valueAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}
