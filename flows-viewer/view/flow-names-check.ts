import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { describeMachine } from '../../machines/graph/machine-chart';

/** One word /flows needs: `["booking"].states["paid"].name` and the like in a locale's flowNames.json. */
export interface NeededName {
  machine: string;
  section: 'states' | 'events' | 'actors' | 'guards' | undefined;
  key: string | undefined;
  field: 'name' | 'description';
}

/** Every name and description a registered machine needs: its name, each state's and user event's name and description, each invoked actor's and guard's name. */
export function neededNames(entry: RegisteredMachine): NeededName[] {
  const chart = describeMachine(entry.machine);
  const machine = entry.id;
  const both = (section: NeededName['section'], key: string): NeededName[] => [
    { machine, section, key, field: 'name' },
    { machine, section, key, field: 'description' },
  ];
  const events = new Set(
    chart.transitions.filter((transition) => transition.kind === 'event').map((transition) => transition.subject),
  );
  const actors = new Set(chart.states.flatMap((state) => state.invokes.map((invoke) => invoke.id)));
  const guards = new Set(chart.transitions.flatMap((transition) => (transition.guard ? [transition.guard] : [])));
  return [
    { machine, section: undefined, key: undefined, field: 'name' },
    ...chart.states.filter((state) => state.type !== 'history').flatMap((state) => both('states', state.path)),
    ...[...events].flatMap((type) => both('events', type)),
    ...[...actors].map((id): NeededName => ({ machine, section: 'actors', key: id, field: 'name' })),
    ...[...guards].map((id): NeededName => ({ machine, section: 'guards', key: id, field: 'name' })),
  ];
}

/** Where a name goes in flowNames.json, e.g. `["booking"].states["paying.awaitingPayment"].name`. */
export function namePath(name: NeededName): string {
  const inSection = name.section ? `.${name.section}[${JSON.stringify(name.key)}]` : '';
  return `[${JSON.stringify(name.machine)}]${inSection}.${name.field}`;
}

function lookUp(names: unknown, name: NeededName): unknown {
  const machine = (names as Record<string, Record<string, unknown>> | undefined)?.[name.machine];
  const item = name.section
    ? (machine?.[name.section] as Record<string, Record<string, unknown>> | undefined)?.[name.key!]
    : machine;
  return item?.[name.field];
}

export interface MissingName {
  path: string;
  locales: string[];
}

/** The needed names a locale's flowNames.json lacks or leaves empty, each with the locales that lack it. */
export function missingFlowNames(
  entries: readonly RegisteredMachine[],
  namesByLocale: Record<string, unknown>,
): MissingName[] {
  const missing = new Map<string, string[]>();
  for (const needed of entries.flatMap(neededNames)) {
    for (const [locale, names] of Object.entries(namesByLocale)) {
      const value = lookUp(names, needed);
      if (typeof value === 'string' && value.trim() !== '') continue;
      const path = namePath(needed);
      missing.set(path, [...(missing.get(path) ?? []), locale]);
    }
  }
  return [...missing].map(([path, locales]) => ({ path, locales }));
}

/** The failure message: every key to add, and in which catalogues. */
export function missingNamesMessage(missing: readonly MissingName[]): string {
  if (missing.length === 0) return '';
  return [
    `/flows shows every machine, state, event, invoked actor and guard by a human name (states and events with a one-line description), in three languages.`,
    `Add these ${missing.length} keys to flows-viewer/locales/<locale>/flowNames.json, in the locales listed after each:`,
    ...missing.map(({ path, locales }) => `  ${path}  (${locales.join(', ')})`),
  ].join('\n');
}
