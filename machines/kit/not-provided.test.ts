import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, toPromise } from 'xstate';
import { notProvided } from './not-provided';

const chart = setup({ actors: { findTrip: notProvided<string[], { ticketNo: string }>('findTrip') } }).createMachine({
  initial: 'finding',
  context: { trips: [] as string[] },
  states: {
    finding: {
      invoke: {
        src: 'findTrip',
        input: { ticketNo: '8801234567891' },
        onDone: { target: 'found', actions: assign({ trips: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    found: { type: 'final' },
    failed: { type: 'final' },
  },
});

describe('an actor the host provides', () => {
  it('fails, naming itself, when the host has not provided it', async () => {
    await expect(toPromise(createActor(notProvided<void>('loadOrder')).start())).rejects.toThrow(
      'loadOrder is provided by the app',
    );
    const actor = createActor(chart).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('runs what the host provides in its place', async () => {
    const provided = chart.provide({ actors: { findTrip: fromPromise(async () => ['HX2K9P']) } });
    const actor = createActor(provided).start();
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.trips).toEqual(['HX2K9P']);
  });
});
