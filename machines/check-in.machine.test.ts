import { describe, expect, it } from 'vitest';
import { checkInMachine } from './check-in.machine';
import type { CheckInEvent } from './check-in-context';
import { checkInSimulation } from './check-in.simulation';
import { type ActorId, startCheckIn } from './testing/check-in-run';
import { expectCompleteCoverage } from './testing/complete-coverage';
import { expectEveryStateReached, shortestPathPerState } from './testing/state-paths';

describe('paths from the graph', () => {
  const entry = { id: 'check-in', machine: checkInMachine, simulation: checkInSimulation };
  const paths = shortestPathPerState(entry);

  it('reach every state of the chart', () => expectEveryStateReached(paths, checkInMachine));

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || 'start', path] as const))(
    'replays %s on the real machine',
    async (_name, path) => {
      const run = startCheckIn();
      for (const step of path.steps) {
        const event = step.event as { type: string };
        const [, outcome, , id] = event.type.split('.');
        if (event.type === 'xstate.init') continue;
        if (outcome === 'done' && event.type.startsWith('xstate.'))
          await run.settle(id as ActorId, { output: (event as { output?: unknown }).output });
        else if (outcome === 'error' && event.type.startsWith('xstate.'))
          await run.settle(id as ActorId, { error: (event as { error?: unknown }).error });
        else run.send(event as unknown as CheckInEvent);
      }
      expect(run.state()).toEqual(path.state.value);
    },
  );

  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage(entry);
  });
});
