import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromCallback, setup } from 'xstate';
import { sampleTripEntry } from '../examples/sample-registry';
import { runFlowCoverage } from './coverage-flows';

// `lost` has no transition into it, and `waiting`'s `go.on` never fires because its guard never holds.
const withUnreachableState = setup({
  types: {} as { events: { type: 'go' } | { type: 'go.on' } },
  guards: { isNever: () => false },
}).createMachine({
  id: 'unreachable',
  initial: 'waiting',
  states: {
    waiting: { on: { go: 'done', 'go.on': { guard: 'isNever', target: 'done' } } },
    lost: { on: { go: 'done' } },
    done: { type: 'final' },
  },
});

describe('coverage:flows', () => {
  let outDir: string;
  let printed: string[];
  const print = (text: string) => printed.push(text);
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'flow-coverage-'));
    printed = [];
  });
  afterEach(() => rm(outDir, { recursive: true, force: true }));

  it('covers every state and transition of the sample machine and succeeds', async () => {
    expect(await runFlowCoverage([sampleTripEntry], outDir, print)).toBe(0);
    const report = JSON.parse(await readFile(join(outDir, 'coverage.json'), 'utf8'));
    const [sample] = report.machines;
    expect(sample).toMatchObject({ id: 'sampleTrip', statePercent: 100, transitionPercent: 100, complete: true });
    const stateIds = sample.states.map((state: { id: string }) => state.id);
    expect(stateIds).toEqual(
      expect.arrayContaining(['sampleTrip.choosing.fare.business', 'sampleTrip.paying.paid', 'sampleTrip.gaveUp']),
    );
    const labels = sample.transitions.map((transition: { label: string }) => transition.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'sampleTrip.searchFailed —xstate.after.SEARCH_RETRY_DELAY.sampleTrip.searchFailed [canRetrySearch]→ sampleTrip.searching',
        'sampleTrip.searching —xstate.error.actor.findFlights→ sampleTrip.searchFailed',
        'sampleTrip.paying —xstate.done.state.sampleTrip.paying→ sampleTrip.ticketed',
      ]),
    );
    expect(sample.paths.every((path: { ok: boolean }) => path.ok)).toBe(true);
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain(
      'sampleTrip — <span class="ok">complete</span>',
    );
    expect(printed.join('\n')).toMatch(/ok {3}sampleTrip: states 100% \(\d+\/\d+\), transitions 100%/);
  });

  it('fails when a machine has an unreachable state or a transition that never fires', async () => {
    const entry = { id: 'unreachable', machine: withUnreachableState };
    expect(await runFlowCoverage([sampleTripEntry, entry], outDir, print)).toBe(1);
    const report = JSON.parse(await readFile(join(outDir, 'coverage.json'), 'utf8'));
    const unreachable = report.machines[1];
    expect(unreachable.complete).toBe(false);
    expect(unreachable.statePercent).toBeCloseTo(66.6, 1);
    const missed = [...unreachable.states, ...unreachable.transitions].filter(
      (item: { coveredBy: number[] }) => item.coveredBy.length === 0,
    );
    expect(missed.map((item: { label: string }) => item.label)).toEqual([
      'unreachable.lost',
      'unreachable.waiting —go.on [isNever]→ unreachable.done',
      'unreachable.lost —go→ unreachable.done',
    ]);
    expect(printed.join('\n')).toContain('FAIL unreachable');
  });

  it('fails when the real actor parts from the path the graph predicted', async () => {
    // The graph cannot know that this simulated actor cancels itself the moment it starts.
    const loader = setup({
      types: {} as { events: { type: 'load' } | { type: 'cancel' } },
      actors: { fetchData: fromCallback(() => undefined) },
    }).createMachine({
      id: 'loader',
      initial: 'idle',
      states: {
        idle: { on: { load: 'loading' } },
        loading: { invoke: { id: 'fetchData', src: 'fetchData', onDone: 'idle' }, on: { cancel: 'idle' } },
      },
    });
    const cancelsAtOnce = fromCallback(({ sendBack }) => sendBack({ type: 'cancel' }));
    const entry = { id: 'loader', machine: loader, simulation: { actors: { fetchData: cancelsAtOnce } } };
    expect(await runFlowCoverage([entry], outDir, print)).toBe(1);
    expect(printed.join('\n')).toContain('path failed: step 1 (load) reached "idle", expected "loading"');
  });
});
