import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { generateFlowPaths } from './graph/flow-paths';
import { PAYMENT_POLL_SCHEDULE, paymentPollingMachine, type PaymentStatusReply } from './payment-polling.machine';
import { paymentPollingSimulation } from './payment-polling.simulation';
import { expectCompleteCoverage } from './testing/complete-coverage';

const SECOND = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const reply = (status: PaymentStatusReply['status'], orderStatus = 'paying', refunded = false): PaymentStatusReply => ({
  status,
  orderStatus,
  refunded,
  tickets: [],
});

/** The machine on a simulated clock with scripted answers ('fail' throws); each poll's time recorded. */
function startPolling(answers: (PaymentStatusReply | 'fail')[], schedule = PAYMENT_POLL_SCHEDULE) {
  const clock = new SimulatedClock();
  const pollTimes: number[] = [];
  const asked: unknown[] = [];
  const machine = paymentPollingMachine.provide({
    actors: {
      checkPaymentStatus: fromPromise<PaymentStatusReply, { orderNo: string; payNo: string }>(async ({ input }) => {
        pollTimes.push(clock.now());
        asked.push(input);
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        if (answer === 'fail') throw new Error('offline');
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { orderNo: 'HB1', payNo: 'PY1', schedule } }).start();
  const pass = async (ms: number) => {
    await settle();
    for (let step = 0; step < ms; step += 500) {
      clock.increment(500);
      await settle();
    }
  };
  return { actor, pollTimes, asked, pass };
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => (time - times[index]!) / SECOND);

describe('when waiting for the server to decide', () => {
  it('asks at once, then backs off from 2 s by half again each time up to 10 s', async () => {
    const { pollTimes, asked, pass } = startPolling([reply('waiting')]);
    await pass(60 * SECOND);
    expect(pollTimes[0]).toBe(0);
    expect(gaps(pollTimes).slice(0, 7)).toEqual([2, 3, 4.5, 7, 10, 10, 10]);
    expect(asked[0]).toEqual({ orderNo: 'HB1', payNo: 'PY1' });
  });

  it('keeps polling while paid but not yet ticketed, and stops once ticketed', async () => {
    const { actor, pollTimes, pass } = startPolling([
      reply('waiting'),
      reply('paid', 'awaiting_ticketing'),
      reply('paid', 'ticketed'),
    ]);
    await pass(30 * SECOND);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(pollTimes).toHaveLength(3);
    expect(actor.getSnapshot().context.lastReply?.orderStatus).toBe('ticketed');
  });

  it('stops once a paid ticket change is done (its new tickets issued)', async () => {
    const { actor, pollTimes, pass } = startPolling([reply('waiting'), reply('paid', 'done')]);
    await pass(30 * SECOND);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(pollTimes).toHaveLength(2);
  });

  it.each([
    ['failed', reply('failed', 'pay_failed')],
    ['expired', reply('expired', 'pay_failed')],
    ['cancelled', reply('cancelled', 'canceled')],
    ['paid', reply('paid', 'canceled', true)],
  ] as const)('ends in %s when the server says so', async (state, answer) => {
    const { actor, pollTimes, pass } = startPolling([reply('waiting'), answer]);
    await pass(60 * SECOND);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().status).toBe('done');
    expect(pollTimes).toHaveLength(2);
  });

  it('asks at once when the traveller says they have paid', async () => {
    const { actor, pollTimes, pass } = startPolling([reply('waiting')]);
    await pass(0);
    actor.send({ type: 'payment.checkNow' });
    await pass(0);
    expect(pollTimes).toEqual([0, 0]);
  });

  it('gives up after its poll limit until asked again, then starts over', async () => {
    const { actor, pollTimes, pass } = startPolling([reply('waiting')], { ...PAYMENT_POLL_SCHEDULE, maxPolls: 3 });
    await pass(120 * SECOND);
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(pollTimes).toHaveLength(3);
    actor.send({ type: 'payment.checkNow' });
    await pass(2 * SECOND);
    expect(pollTimes).toHaveLength(5);
  });
});

describe('when polls fail', () => {
  it('retries with the same back-off and forgets failures after an answer', async () => {
    const { actor, pollTimes, pass } = startPolling([
      'fail',
      'fail',
      reply('waiting'),
      'fail',
      reply('paid', 'ticketed'),
    ]);
    await pass(60 * SECOND);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(gaps(pollTimes)).toEqual([2, 3, 4.5, 7]);
  });

  it('says the server is unreachable after 5 failures in a row, and tries again when asked', async () => {
    const { actor, pollTimes, pass } = startPolling([
      'fail',
      'fail',
      'fail',
      'fail',
      'fail',
      reply('paid', 'ticketed'),
    ]);
    await pass(120 * SECOND);
    expect(actor.getSnapshot().value).toBe('unreachable');
    expect(pollTimes).toHaveLength(5);
    actor.send({ type: 'payment.checkNow' });
    expect(actor.getSnapshot().value).toBe('unreachable');
    actor.send({ type: 'payment.retry' });
    await pass(0);
    expect(actor.getSnapshot().value).toBe('paid');
  });
});

describe('when the server has decided', () => {
  it('ignores further events', async () => {
    const { actor, pollTimes, pass } = startPolling([reply('failed', 'pay_failed')]);
    await pass(0);
    actor.send({ type: 'payment.checkNow' });
    actor.send({ type: 'payment.retry' });
    await pass(20 * SECOND);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(pollTimes).toHaveLength(1);
  });
});

describe('paths from the graph', () => {
  const entry = { id: 'payment-polling', machine: paymentPollingMachine, simulation: paymentPollingSimulation };

  it('reach every final answer', () => {
    const reached = new Set(generateFlowPaths(entry).map((path) => String(path.state.value)));
    for (const state of ['paid', 'failed', 'expired', 'cancelled', 'gaveUp', 'unreachable'])
      expect(reached).toContain(state);
  });

  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage(entry);
  });
});
