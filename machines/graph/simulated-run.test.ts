import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { sampleTripEntry } from '../../flows-viewer/examples/sample-registry';
import { startSimulatedRun } from './simulated-run';

describe('a simulated run', () => {
  it('keeps invoked actors waiting until it is told their outcome', async () => {
    const run = startSimulatedRun(sampleTripEntry);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run.actor.getSnapshot().value).toBe('searching');
    run.take({ type: 'xstate.done.actor.findFlights', output: { count: 0 } });
    expect(run.actor.getSnapshot().value).toBe('noFlights');
    run.stop();
  });

  it('lets a delay pass by moving the simulated clock, even a delay computed from context', () => {
    const machine = setup({
      types: {} as { context: { seconds: number } },
      delays: { BACKOFF: ({ context }) => context.seconds * 1_000 },
    }).createMachine({
      id: 'backoff',
      context: { seconds: 30 },
      initial: 'waiting',
      states: { waiting: { after: { BACKOFF: 'retrying' } }, retrying: {} },
    });
    const run = startSimulatedRun({ id: 'backoff', machine });
    run.take({ type: 'xstate.after.BACKOFF.backoff.waiting' });
    expect(run.actor.getSnapshot().value).toBe('retrying');
    expect(run.clock.now()).toBe(30_000);
  });

  it('records the states it went through and the transitions it took, final states left at once included', () => {
    const run = startSimulatedRun(sampleTripEntry);
    for (const event of [
      { type: 'xstate.done.actor.findFlights', output: { count: 2 } },
      { type: 'choice.confirm' },
      { type: 'xstate.done.actor.payOrder' },
    ])
      run.take(event);
    expect(run.actor.getSnapshot().value).toBe('ticketed');
    expect(run.visitedStateIds).toContain('sampleTrip.paying.paid');
    expect(run.takenTransitionKeys).toContain(
      'sampleTrip.paying —xstate.done.state.sampleTrip.paying→ sampleTrip.ticketed',
    );
  });

  it('uses the actors the registry entry gives instead of the waiting fakes', async () => {
    const entry = {
      ...sampleTripEntry,
      simulation: { actors: { findFlights: fromPromise(async () => ({ count: 5 })) } },
    };
    const run = startSimulatedRun(entry);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run.actor.getSnapshot().value).toEqual({ choosing: { fare: 'economy', baggage: 'cabinOnly' } });
    expect(run.actor.getSnapshot().context.flightCount).toBe(5);
    run.stop();
  });
});
