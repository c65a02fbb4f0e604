import { assign, fromPromise, setup } from 'xstate';

/**
 * A small trip flow that uses every part of the notation (invoke, after, guards, nested, parallel and
 * final states). It is not a flow of the site: it tests the /flows viewer and the coverage tool, and is
 * shown on /flows as the example that explains the notation.
 */
export interface SampleTripContext {
  searchAttempts: number;
  flightCount: number;
}

export type SampleTripEvent =
  | { type: 'search.retry' }
  | { type: 'fare.upgrade' }
  | { type: 'fare.downgrade' }
  | { type: 'bag.add' }
  | { type: 'choice.confirm' }
  | { type: 'payment.retry' };

export const SAMPLE_TRIP_MAX_SEARCH_ATTEMPTS = 2;

export const sampleTripMachine = setup({
  types: {} as { context: SampleTripContext; events: SampleTripEvent },
  actors: {
    findFlights: fromPromise<{ count: number }>(async () => ({ count: 0 })),
    payOrder: fromPromise<{ paid: true }>(async () => ({ paid: true })),
  },
  guards: {
    hasFlights: ({ event }) => ((event as unknown as { output?: { count?: number } }).output?.count ?? 0) > 0,
    canRetrySearch: ({ context }) => context.searchAttempts < SAMPLE_TRIP_MAX_SEARCH_ATTEMPTS,
  },
  actions: {
    countSearchAttempt: assign({ searchAttempts: ({ context }) => context.searchAttempts + 1 }),
    rememberFlights: assign({
      flightCount: ({ event }) => (event as unknown as { output: { count: number } }).output.count,
    }),
  },
  delays: { SEARCH_RETRY_DELAY: 2_000, PAYMENT_TIMEOUT: 900_000 },
}).createMachine({
  id: 'sampleTrip',
  context: { searchAttempts: 0, flightCount: 0 },
  initial: 'searching',
  states: {
    searching: {
      invoke: {
        id: 'findFlights',
        src: 'findFlights',
        onDone: [{ guard: 'hasFlights', target: 'choosing', actions: 'rememberFlights' }, { target: 'noFlights' }],
        onError: { target: 'searchFailed', actions: 'countSearchAttempt' },
      },
    },
    noFlights: { on: { 'search.retry': 'searching' } },
    searchFailed: {
      after: { SEARCH_RETRY_DELAY: [{ guard: 'canRetrySearch', target: 'searching' }, { target: 'gaveUp' }] },
    },
    choosing: {
      type: 'parallel',
      on: { 'choice.confirm': 'paying' },
      states: {
        fare: {
          initial: 'economy',
          states: {
            economy: { on: { 'fare.upgrade': 'business' } },
            business: { on: { 'fare.downgrade': 'economy' } },
          },
        },
        baggage: {
          initial: 'cabinOnly',
          states: {
            cabinOnly: { on: { 'bag.add': 'bagAdded' } },
            bagAdded: { type: 'final' },
          },
        },
      },
    },
    paying: {
      initial: 'awaitingPayment',
      onDone: 'ticketed',
      after: { PAYMENT_TIMEOUT: 'expired' },
      states: {
        awaitingPayment: {
          invoke: { id: 'payOrder', src: 'payOrder', onDone: 'paid', onError: 'declined' },
        },
        declined: { on: { 'payment.retry': 'awaitingPayment' } },
        paid: { type: 'final' },
      },
    },
    ticketed: { type: 'final' },
    expired: { type: 'final' },
    gaveUp: { type: 'final' },
  },
});
