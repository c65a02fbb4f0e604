import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { failureCodeIn, failureTransitions } from './failure-transitions';

type Failure = { code: string };
const codeOf = (error: unknown): Failure => ({ code: error instanceof Error ? error.message : 'UNREACHABLE' });
const { failedTo, refusedAs } = failureTransitions(codeOf);

const chartFailingWith = (error: unknown) =>
  setup({
    types: { context: {} as { failure?: Failure } },
    actors: { placeOrder: fromPromise<void>(async () => Promise.reject(error)) },
    guards: { isSoldOut: failureCodeIn('ANC_SOLD_OUT') },
    actions: { rememberFailure: assign((_, { failure }: { failure: Failure }) => ({ failure })) },
  }).createMachine({
    context: {},
    initial: 'placing',
    states: {
      placing: {
        invoke: { src: 'placeOrder', onError: [refusedAs('isSoldOut', 'soldOut'), failedTo('orderFailed')] },
      },
      soldOut: {},
      orderFailed: {},
    },
  });

describe('the transitions a failed call takes', () => {
  it('goes to the refusal its guard recognises, with the failure read once and remembered', async () => {
    const actor = createActor(chartFailingWith(new Error('ANC_SOLD_OUT'))).start();
    const snapshot = await waitFor(actor, (state) => !state.matches('placing'));
    expect(snapshot.value).toBe('soldOut');
    expect(snapshot.context.failure).toEqual({ code: 'ANC_SOLD_OUT' });
  });

  it('goes to the failure state for anything else, remembered too', async () => {
    const actor = createActor(chartFailingWith('socket hang up')).start();
    const snapshot = await waitFor(actor, (state) => !state.matches('placing'));
    expect(snapshot.value).toBe('orderFailed');
    expect(snapshot.context.failure).toEqual({ code: 'UNREACHABLE' });
  });
});
