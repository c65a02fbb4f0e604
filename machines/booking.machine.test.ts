import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FlightSearch } from '../contract/first-load/flight-search-rules';
import { bookingMachine, type BookingEvent } from './booking.machine';
import { bookingSimulation, sampleOrderDraft, simulatedBookingMachine } from './booking.simulation';
import { OFFER_VALIDITY_MS, type FareQuote, type PlacedOrder, type PlaceOrderInput } from './booking-trip';
import { measureCoverage } from './graph/flow-coverage';

const roundTrip: FlightSearch = {
  tripType: 'roundTrip',
  origin: 'SJW',
  destination: 'CAN',
  departureDate: '2026-03-12',
  returnDate: '2026-03-15',
  adults: 1,
  children: 1,
  infants: 1,
};
const oneWay: FlightSearch = { ...roundTrip, tripType: 'oneWay', returnDate: undefined };
const outbound: FareQuote = { flightNo: 'NS3301', flightDate: '2026-03-12', bookingClass: 'Y', quotedAdultFare: 1200 };
const inbound: FareQuote = { flightNo: 'NS3302', flightDate: '2026-03-15', bookingClass: 'Y', quotedAdultFare: 1100 };
const draft = sampleOrderDraft;
const placed: PlacedOrder = {
  orderNo: 'O1',
  pnr: 'HX7Q2P',
  status: 'unpaid',
  holdUntil: new Date(10 * OFFER_VALIDITY_MS).toISOString(),
  totalAmount: 1200,
  totalPoints: 0,
};

type Outcome = { resolve: PlacedOrder } | { reject: unknown };

/** A wizard whose order call answers from a queue of outcomes (pending once the queue is empty), recording each call. */
function startWizard(outcomes: Outcome[] = []) {
  const calls: PlaceOrderInput[] = [];
  let keys = 0;
  const machine = bookingMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input }) => {
        calls.push(input);
        const outcome = outcomes.shift();
        if (!outcome) return new Promise<PlacedOrder>(() => {});
        if ('reject' in outcome) throw outcome.reject;
        return outcome.resolve;
      }),
    },
    actions: { issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }) },
  });
  const actor = createActor(machine).start();
  const send = (...events: BookingEvent[]) => events.forEach((event) => actor.send(event));
  const state = () => actor.getSnapshot().value;
  return { actor, send, state, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const chooseRoundTrip: BookingEvent[] = [
  { type: 'trip.start', search: roundTrip, market: 'domestic', at: 0 },
  { type: 'fare.choose', leg: 'outbound', fare: outbound, at: 1000 },
  { type: 'fare.choose', leg: 'return', fare: inbound, at: 2000 },
];
const toConfirm: BookingEvent[] = [...chooseRoundTrip, { type: 'passengers.submit', draft }];

describe('when choosing fares', () => {
  it('a round trip chooses the outbound, then the return, then enters passengers', () => {
    const { send, state, actor } = startWizard();
    send(chooseRoundTrip[0], chooseRoundTrip[1]);
    expect(state()).toBe('choosingReturn');
    send(chooseRoundTrip[2]);
    expect(state()).toBe('enteringPassengers');
    expect(actor.getSnapshot().context).toMatchObject({ outbound, inbound, selectedAt: 2000 });
  });

  it('a one-way trip goes from the outbound straight to passengers', () => {
    const { send, state } = startWizard();
    send(
      { type: 'trip.start', search: oneWay, market: 'points', at: 0 },
      { type: 'fare.choose', leg: 'outbound', fare: outbound, at: 0 },
    );
    expect(state()).toBe('enteringPassengers');
  });

  it('does not take a return fare while the outbound is being chosen', () => {
    const { send, state } = startWizard();
    send(chooseRoundTrip[0], { type: 'fare.choose', leg: 'return', fare: inbound, at: 0 });
    expect(state()).toBe('choosingOutbound');
  });

  it('going back from the return forgets nothing but lets the outbound be chosen again', () => {
    const { send, state, actor } = startWizard();
    send(...chooseRoundTrip, { type: 'step.back' }, { type: 'step.back' });
    expect(state()).toBe('choosingOutbound');
    send({ type: 'fare.choose', leg: 'outbound', fare: { ...outbound, flightNo: 'NS3303' }, at: 3000 });
    expect(actor.getSnapshot().context.inbound).toBeUndefined();
  });
});

describe('when entering passengers and confirming', () => {
  it('refuses an empty party', () => {
    const { send, state } = startWizard();
    send(...chooseRoundTrip, { type: 'passengers.submit', draft: { ...draft, passengers: [] } });
    expect(state()).toBe('enteringPassengers');
  });

  it('goes back step by step: confirm → passengers → return → outbound', () => {
    const { send, state } = startWizard();
    send(...toConfirm);
    const seen = [state()];
    for (let step = 0; step < 3; step++) {
      send({ type: 'step.back' });
      seen.push(state());
    }
    expect(seen).toEqual(['confirming', 'enteringPassengers', 'choosingReturn', 'choosingOutbound']);
  });

  it('a one-way trip goes back from passengers to the outbound', () => {
    const { send, state } = startWizard();
    send(
      { type: 'trip.start', search: oneWay, market: 'domestic', at: 0 },
      { type: 'fare.choose', leg: 'outbound', fare: outbound, at: 0 },
      { type: 'step.back' },
    );
    expect(state()).toBe('choosingOutbound');
  });
});

describe('when placing the order', () => {
  it('sends the quoted segments and the draft with a fresh key, then awaits payment', async () => {
    const { send, state, calls, actor } = startWizard([{ resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    expect(state()).toBe('placingOrder');
    await settle();
    expect(calls).toEqual([
      { idempotencyKey: 'key-1', market: 'domestic', search: roundTrip, segments: [outbound, inbound], draft },
    ]);
    expect(state()).toBe('awaitingPayment');
    expect(actor.getSnapshot().context.order).toEqual(placed);
  });

  it('a retry after a network error reuses the attempt key', async () => {
    const { send, state, calls, actor } = startWizard([{ reject: new TypeError('fetch failed') }, { resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('orderFailed');
    expect(actor.getSnapshot().context.failureCode).toBe('NETWORK');
    send({ type: 'order.retry' });
    await settle();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(state()).toBe('awaitingPayment');
  });

  it('a passenger already booked on the flight is a failure with its code', async () => {
    const { send, state, actor } = startWizard([{ reject: { code: 'PASSENGER_ALREADY_BOOKED' } }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('orderFailed');
    expect(actor.getSnapshot().context.failureCode).toBe('PASSENGER_ALREADY_BOOKED');
    send({ type: 'step.back' });
    expect(state()).toBe('confirming');
  });

  it('too many unpaid holds is a failure with its code; a retry once one is paid places the order', async () => {
    const { send, state, actor, calls } = startWizard([{ reject: { code: 'UNPAID_HOLD_LIMIT' } }, { resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('orderFailed');
    expect(actor.getSnapshot().context.failureCode).toBe('UNPAID_HOLD_LIMIT');
    send({ type: 'order.retry' });
    await settle();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(state()).toBe('awaitingPayment');
  });

  it('ignores a new trip and going back while the order is on its way', () => {
    const { send, state } = startWizard();
    send(
      ...toConfirm,
      { type: 'order.submit' },
      { type: 'step.back' },
      { type: 'trip.start', search: oneWay, market: 'domestic', at: 0 },
      { type: 'offer.check', now: 10 * OFFER_VALIDITY_MS },
    );
    expect(state()).toBe('placingOrder');
  });
});

describe('when the fare changed', () => {
  const changed = {
    code: 'FARE_CHANGED',
    data: {
      segments: [
        { flightNo: inbound.flightNo, flightDate: inbound.flightDate, quotedAdultFare: 1100, currentAdultFare: 1300 },
      ],
    },
  };

  it('shows old and new, and accepting re-submits the new fare with a new key', async () => {
    const { send, state, calls, actor } = startWizard([{ reject: changed }, { resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('fareChanged');
    expect(actor.getSnapshot().context.fareChanges).toEqual(changed.data.segments);
    send({ type: 'fare.acceptNew' });
    await settle();
    expect(calls[1]).toMatchObject({
      idempotencyKey: 'key-2',
      segments: [outbound, { ...inbound, quotedAdultFare: 1300 }],
    });
    expect(state()).toBe('awaitingPayment');
  });

  it('choosing another fare goes back to the leg that changed', async () => {
    const { send, state } = startWizard([{ reject: changed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'fare.chooseAnother' });
    expect(state()).toBe('choosingReturn');
  });

  it('a changed outbound goes back to choosing the outbound', async () => {
    const { send, state } = startWizard([
      { reject: { code: 'FARE_CHANGED', data: { segments: [{ ...outbound, currentAdultFare: 1500 }] } } },
    ]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'fare.chooseAnother' });
    expect(state()).toBe('choosingOutbound');
  });
});

describe('when a cabin is sold out', () => {
  it('leads back to choosing the sold-out leg', async () => {
    const { send, state, actor } = startWizard([
      { reject: { code: 'SOLD_OUT', data: { flightNo: inbound.flightNo } } },
    ]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('soldOut');
    expect(actor.getSnapshot().context.soldOutLeg).toBe('return');
    send({ type: 'fare.chooseAnother' });
    expect(state()).toBe('choosingReturn');
  });

  it('does not offer the old fare again', async () => {
    const { send, state } = startWizard([{ reject: { code: 'SOLD_OUT' } }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'fare.acceptNew' }, { type: 'order.retry' });
    expect(state()).toBe('soldOut');
  });
});

describe('when the offer expires', () => {
  it('a selection older than the offer validity expires, a younger one does not', () => {
    const { send, state } = startWizard();
    send(...toConfirm, { type: 'offer.check', now: 2000 + OFFER_VALIDITY_MS - 1 });
    expect(state()).toBe('confirming');
    send({ type: 'offer.check', now: 2000 + OFFER_VALIDITY_MS });
    expect(state()).toBe('offerExpired');
  });

  it('a placed order expires with its seat hold, and searching again keeps the search only', async () => {
    const { send, state, actor } = startWizard([{ resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'offer.check', now: Date.parse(placed.holdUntil) - 1 });
    expect(state()).toBe('awaitingPayment');
    send({ type: 'order.expired' });
    expect(state()).toBe('offerExpired');
    send({ type: 'step.back' }, { type: 'order.submit' });
    expect(state()).toBe('offerExpired');
    send({ type: 'search.restart' });
    expect(state()).toBe('choosingOutbound');
    expect(actor.getSnapshot().context).toMatchObject({
      search: roundTrip,
      outbound: undefined,
      order: undefined,
      draft: undefined,
    });
  });

  it('payment ends the wizard; nothing moves it after that', async () => {
    const { send, actor } = startWizard([{ resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    send({ type: 'payment.paid' }, { type: 'trip.start', search: oneWay, market: 'domestic', at: 0 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'paid', status: 'done' });
  });
});

describe('the chart', () => {
  it('reaches every state along the graph', () => {
    const bare = [
      'order.submit',
      'order.retry',
      'fare.acceptNew',
      'fare.chooseAnother',
      'payment.paid',
      'order.expired',
      'search.restart',
      'step.back',
    ].map((type) => ({ type }));
    const paths = getShortestPaths(simulatedBookingMachine, {
      events: [...bookingSimulation.events, ...bare] as BookingEvent[],
    });
    const reached = new Set(paths.map((path) => path.state.value));
    expect([...reached].sort()).toEqual(Object.keys(bookingMachine.root.states).sort());
  });

  it('its flow paths cover every state and transition, each replayed on a real actor', () => {
    const coverage = measureCoverage({
      id: 'booking',
      machine: simulatedBookingMachine,
      simulation: bookingSimulation,
    });
    expect({
      states: coverage.statePercent,
      transitions: coverage.transitionPercent,
      complete: coverage.complete,
    }).toEqual({ states: 100, transitions: 100, complete: true });
  });

  it('a persisted snapshot resumes where it was', () => {
    const { send, actor } = startWizard();
    send(...toConfirm);
    const restored = createActor(bookingMachine, {
      snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())),
    }).start();
    expect(restored.getSnapshot().value).toBe('confirming');
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});
