import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ChangeApplyPayload, ChangeQuote, ChangeResult } from '../contract/calls/ticket-changes';
import {
  sampleChangeableOrder,
  sampleChangeQuote,
  sampleChangeResult,
  sampleFlightChoice,
  simulatedTicketChangeMachine,
  ticketChangeSimulation,
} from './ticket-change.simulation';
import { measureCoverage } from './graph/flow-coverage';
import { MAX_CHANGE_RECHECKS, type TicketChangeEvent } from './ticket-change-context';
import { ticketChangeMachine } from './ticket-change.machine';
import { expectEveryStateReached } from './testing/state-paths';
import { answerFrom, type Outcome } from './testing/queued-answers';

const refusal = (code: string) => ({ reject: { code, message: code } });

/** A change whose calls answer from queues (pending once a queue is empty), on a clock the test moves. */
function startChange(answers: {
  quotes?: Outcome<ChangeQuote>[];
  applies?: Outcome<ChangeResult>[];
  reads?: Outcome<ChangeResult>[];
}) {
  const applyCalls: ChangeApplyPayload[] = [];
  const readCalls: unknown[] = [];
  let keys = 0;
  const clock = new SimulatedClock();
  const machine = ticketChangeMachine.provide({
    actors: {
      loadOrder: fromPromise(async () => sampleChangeableOrder),
      searchFlights: fromPromise(async () => [sampleFlightChoice]),
      quoteChange: answerFrom(answers.quotes ?? [], []),
      applyChange: answerFrom(answers.applies ?? [], applyCalls as unknown[]),
      readChange: answerFrom(answers.reads ?? [], readCalls),
    } as never,
    actions: { issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }) },
  });
  const actor = createActor(machine, { clock }).start();
  const send = (...events: TicketChangeEvent[]) => events.forEach((event) => actor.send(event));
  const state = () => actor.getSnapshot().value;
  return { actor, send, state, clock, applyCalls, readCalls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const toQuote: TicketChangeEvent[] = [
  { type: 'coupon.toggle', ticketId: 1 },
  { type: 'coupons.confirm' },
  { type: 'date.choose', date: '2026-03-11' },
];
async function quoted(run: ReturnType<typeof startChange>) {
  run.send({ type: 'change.start', orderNo: sampleChangeableOrder.orderNo });
  await settle();
  run.send(...toQuote);
  await settle();
  run.send({ type: 'flight.choose', flightNo: 'NS3303', flightDate: '2026-03-11' });
  await settle();
}

describe('when choosing passengers', () => {
  it('takes passengers of one flight only, never a used coupon, and needs at least one', async () => {
    const run = startChange({});
    run.send({ type: 'change.start', orderNo: sampleChangeableOrder.orderNo });
    await settle();
    run.send({ type: 'coupons.confirm' }, { type: 'coupon.toggle', ticketId: 3 });
    expect(run.state()).toBe('choosingCoupons');
    run.send({ type: 'coupon.toggle', ticketId: 1 }, { type: 'coupon.toggle', ticketId: 2 });
    expect(run.actor.getSnapshot().context.ticketIds).toEqual([1, 2]);
  });
});

describe('when quoting', () => {
  it('shows the quote, and "this fare class cannot change" is a state with the server’s words', async () => {
    const run = startChange({ quotes: [refusal('CHANGE_NOT_CHANGEABLE'), { resolve: sampleChangeQuote }] });
    await quoted(run);
    expect(run.state()).toBe('notChangeable');
    expect(run.actor.getSnapshot().context.failure).toEqual({
      code: 'CHANGE_NOT_CHANGEABLE',
      message: 'CHANGE_NOT_CHANGEABLE',
    });
    run.send({ type: 'back' }, ...toQuote.slice(1));
    await settle();
    run.send({ type: 'flight.choose', flightNo: 'NS3303', flightDate: '2026-03-11' });
    await settle();
    expect(run.state()).toBe('quoted');
  });

  it('a quote left past its 10 minutes expires and can be quoted again', async () => {
    const run = startChange({ quotes: [{ resolve: sampleChangeQuote }, { resolve: sampleChangeQuote }] });
    await quoted(run);
    run.clock.increment(10 * 60_000);
    expect(run.state()).toBe('quoteExpired');
    run.send({ type: 'quote.again' });
    await settle();
    expect(run.state()).toBe('quoted');
  });
});

describe('when confirming', () => {
  it('a change that costs nothing is done at once, with the new tickets', async () => {
    const run = startChange({
      quotes: [{ resolve: sampleChangeQuote }],
      applies: [{ resolve: sampleChangeResult('done') }],
    });
    await quoted(run);
    run.send({ type: 'change.confirm' });
    await settle();
    expect(run.state()).toBe('done');
    expect(run.applyCalls[0]).toMatchObject({ quoteToken: 'signed-quote', idempotencyKey: 'key-1', ticketIds: [1] });
  });

  it('a fare that changed meanwhile is a state the traveller sees, and re-quotes from', async () => {
    const run = startChange({ quotes: [{ resolve: sampleChangeQuote }], applies: [refusal('CHANGE_QUOTE_CHANGED')] });
    await quoted(run);
    run.send({ type: 'change.confirm' });
    await settle();
    expect(run.state()).toBe('quoteExpired');
  });

  it('a failed apply retries with the same idempotency key', async () => {
    const run = startChange({
      quotes: [{ resolve: sampleChangeQuote }],
      applies: [{ reject: new Error('offline') }, { resolve: sampleChangeResult('unpaid') }],
    });
    await quoted(run);
    run.send({ type: 'change.confirm' });
    await settle();
    expect(run.state()).toBe('applyFailed');
    run.send({ type: 'retry' });
    await settle();
    expect(run.state()).toBe('awaitingPayment');
    expect(run.applyCalls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});

describe('when paying', () => {
  it('back from the payment page, a paid change is read again until it is made', async () => {
    const run = startChange({
      reads: [{ resolve: sampleChangeResult('paid') }, { resolve: sampleChangeResult('done') }],
    });
    run.send({ type: 'change.track', changeNo: 'CG2603090000001' });
    await settle();
    expect(run.state()).toBe('waitingToRecheck');
    run.clock.increment(2_000);
    await settle();
    expect(run.state()).toBe('done');
    expect(run.readCalls).toEqual([{ changeNo: 'CG2603090000001' }, { changeNo: 'CG2603090000001' }]);
  });

  it('stops asking after a few reads and waits for the traveller', async () => {
    const reads = Array.from({ length: MAX_CHANGE_RECHECKS }, () => ({ resolve: sampleChangeResult('paying') }));
    const run = startChange({ reads });
    run.send({ type: 'change.track', changeNo: 'CG2603090000001' });
    for (let read = 1; read < MAX_CHANGE_RECHECKS; read++) {
      await settle();
      run.clock.increment(2_000);
    }
    await settle();
    expect(run.state()).toBe('beingMade');
    expect(run.readCalls).toHaveLength(MAX_CHANGE_RECHECKS);
  });
});

describe('the chart as a whole', () => {
  it('its shortest paths reach every state', () => {
    const bare = ['coupons.confirm', 'change.confirm', 'quote.again', 'payment.check', 'retry', 'back'].map((type) => ({
      type,
    }));
    // The wait before reading a paid change again, as the clock would end it.
    const recheck = { type: 'xstate.after.CHANGE_RECHECK_INTERVAL.ticketChange.waitingToRecheck' };
    const paths = getShortestPaths(simulatedTicketChangeMachine, {
      events: [...ticketChangeSimulation.events, ...bare, recheck] as TicketChangeEvent[],
    });
    expectEveryStateReached(paths, ticketChangeMachine);
  });

  it('its flow paths cover every state and transition, each replayed on a real actor', () => {
    const coverage = measureCoverage({
      id: 'ticket-change',
      machine: simulatedTicketChangeMachine,
      simulation: ticketChangeSimulation,
    });
    expect({
      states: coverage.statePercent,
      transitions: coverage.transitionPercent,
      complete: coverage.complete,
      problem: coverage.problem,
    }).toEqual({ states: 100, transitions: 100, complete: true, problem: undefined });
  });
});
