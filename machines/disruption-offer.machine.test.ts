import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DisruptionNotice } from '../contract/calls/disruption';
import type { ChangeQuote, ChangeResult } from '../contract/calls/ticket-changes';
import {
  disruptionOfferSimulation,
  SAMPLE_CHANGE_RESULT,
  SAMPLE_FREE_QUOTE,
  SAMPLE_NOTICE,
} from './disruption-offer.simulation';
import { disruptionOfferMachine, type DisruptionOfferEvent } from './disruption-offer.machine';
import { measureCoverage } from './graph/flow-coverage';
import { expectEveryStateReached, shortestPathPerState } from './testing/state-paths';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const FLIGHT = SAMPLE_NOTICE.alternatives[0]!;
const refuse = (code: string) => async () => {
  throw { code, message: `refused ${code}` };
};

function start(
  answers: { quote?: () => Promise<ChangeQuote>; apply?: () => Promise<ChangeResult> } = {},
  notice: DisruptionNotice | null = SAMPLE_NOTICE,
) {
  const calls: string[] = [];
  const machine = disruptionOfferMachine.provide({
    actors: {
      quoteFreeChange: fromPromise(async ({ input }) => {
        calls.push(`quote ${input.flightNo} ${input.flightDate} ${input.ticketIds.join(',')}`);
        return (answers.quote ?? (async () => SAMPLE_FREE_QUOTE))();
      }),
      applyFreeChange: fromPromise(async ({ input }) => {
        calls.push(`apply ${input.quoteToken} ${input.idempotencyKey}`);
        return (answers.apply ?? (async () => SAMPLE_CHANGE_RESULT))();
      }),
    },
  });
  const actor = createActor(machine).start();
  if (notice) actor.send({ type: 'notice.open', notice });
  return { actor, calls };
}

describe('when waiting for the notice', () => {
  it('offers nothing until the page opens a notice', () => {
    const actor = createActor(disruptionOfferMachine).start();
    actor.send({ type: 'refund.choose' });
    expect(actor.getSnapshot().value).toBe('awaitingNotice');
  });
});

describe('when choosing', () => {
  it('quotes the chosen flight for the notice’s coupons, then applies the confirmed change with its key', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'change.choose', flight: FLIGHT });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'change.confirm', idempotencyKey: 'key-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().context.result?.tickets[0]?.newTicketNo).toBe('8809000000002');
    expect(calls).toEqual(['quote NS3101 2026-06-02 11', 'apply signed-quote key-1']);
  });

  it('leaves for the refund, and for the certificate only after a delay', () => {
    const canceled = start({}, { ...SAMPLE_NOTICE, kind: 'canceled', expectedDeparture: null });
    canceled.actor.send({ type: 'certificate.choose' });
    expect(canceled.actor.getSnapshot().value).toBe('choosing');
    canceled.actor.send({ type: 'refund.choose' });
    expect(canceled.actor.getSnapshot().value).toBe('leftForRefund');
    const delayed = start();
    delayed.actor.send({ type: 'certificate.choose' });
    expect(delayed.actor.getSnapshot().value).toBe('leftForCertificate');
  });
});

describe('when the server refuses', () => {
  it.each([
    ['DISRUPTION_NOT_ELIGIBLE', 'notEligible'],
    ['CHANGE_FLIGHT_NOT_ALLOWED', 'flightRefused'],
    ['CHANGE_NO_SEATS', 'noSeats'],
    ['UNREACHABLE', 'failed'],
  ])('a quote refused with %s stands in %s', async (code, state) => {
    const { actor } = start({ quote: refuse(code) });
    actor.send({ type: 'change.choose', flight: FLIGHT });
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.failure?.code).toBe(code);
  });

  it('retries a failed apply with the same key, and never applies without a confirmation', async () => {
    let tries = 0;
    const { actor, calls } = start({
      apply: async () => {
        tries += 1;
        if (tries === 1) throw new Error('offline');
        return SAMPLE_CHANGE_RESULT;
      },
    });
    actor.send({ type: 'change.choose', flight: FLIGHT });
    await settle();
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'change.confirm', idempotencyKey: 'key-2' });
    await settle();
    expect(actor.getSnapshot().value).toBe('applyFailed');
    actor.send({ type: 'change.confirm', idempotencyKey: 'other' });
    expect(actor.getSnapshot().value).toBe('applyFailed');
    actor.send({ type: 'flow.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(calls.filter((call) => call.startsWith('apply'))).toEqual([
      'apply signed-quote key-2',
      'apply signed-quote key-2',
    ]);
  });

  it('quotes again when the quote went out of date before the apply', async () => {
    const { actor, calls } = start({ apply: refuse('CHANGE_QUOTE_CHANGED') });
    actor.send({ type: 'change.choose', flight: FLIGHT });
    await settle();
    actor.send({ type: 'change.confirm', idempotencyKey: 'key-3' });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls.filter((call) => call.startsWith('quote'))).toHaveLength(2);
  });
});

describe('paths from the graph', () => {
  const entry = { id: 'disruption-offer', machine: disruptionOfferMachine, simulation: disruptionOfferSimulation };
  const paths = shortestPathPerState(entry);

  it('reach every state of the chart', () => expectEveryStateReached(paths, disruptionOfferMachine));

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || 'start', path] as const))(
    'replays %s on the real machine',
    async (_name, path) => {
      const answers: { quote: unknown[]; apply: unknown[] } = { quote: [], apply: [] };
      for (const step of path.steps) {
        const [, outcome, , id] = step.event.type.split('.');
        const event = step.event as { output?: unknown; error?: unknown };
        const list = id === 'quoteFreeChange' ? answers.quote : answers.apply;
        if (outcome === 'done') list.push({ output: event.output });
        if (outcome === 'error') list.push({ error: event.error });
      }
      const next = (list: unknown[]) => async () => {
        const answer = list.shift() as { output?: unknown; error?: unknown } | undefined;
        // A path that ends while a call is out leaves it out.
        if (!answer) return new Promise<never>(() => {});
        if ('error' in answer) throw answer.error;
        return answer.output as never;
      };
      const { actor } = start({ quote: next(answers.quote), apply: next(answers.apply) }, null);
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) await settle();
        else actor.send(step.event as DisruptionOfferEvent);
      }
      await settle();
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );

  // Every path replayed on a real actor: slow on a busy machine.
  it('cover every state and transition on /flows', () => {
    const coverage = measureCoverage(entry);
    expect(coverage.problem).toBeUndefined();
    expect({ states: coverage.statePercent, transitions: coverage.transitionPercent }).toEqual({
      states: 100,
      transitions: 100,
    });
    expect(coverage.complete).toBe(true);
  }, 90_000);
});
