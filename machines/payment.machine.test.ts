import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { PAYMENT_REFUSALS } from '../contract/calls/payments';
import { SECURITY_REFUSALS } from '../contract/calls/member/security';
import { paymentPollingMachine, type PaymentStatusReply } from './payment-polling.machine';
import { paymentMachine, type PaymentChoice, type PaymentEvent, type PaymentStarted } from './payment.machine';
import { paymentSimulation, sampleAttempt, simulatedPaymentMachine } from './payment.simulation';
import { expectCompleteCoverage } from './testing/complete-coverage';

type StartInput = PaymentChoice & { orderNo: string; idempotencyKey: string };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const reply = (status: PaymentStatusReply['status']): PaymentStatusReply => ({
  status,
  orderStatus: status === 'paid' ? 'ticketed' : 'paying',
  refunded: false,
  tickets: [],
});
const refusal = (code: string) => Object.assign(new Error(code), { code, message: `refused: ${code}` });

/** The chart with the start call's answers scripted, each start's input recorded, and the real polling chart. */
function startPaying(answers: (PaymentStarted | Error)[], polls: PaymentStatusReply[] = [reply('paid')]) {
  const starts: StartInput[] = [];
  const gatewaysOpened: string[] = [];
  let keys = 0;
  const machine = paymentMachine.provide({
    actors: {
      startPayment: fromPromise<PaymentStarted, StartInput>(async ({ input }) => {
        starts.push(input);
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      pollPayment: paymentPollingMachine.provide({
        actors: { checkPaymentStatus: fromPromise(async () => polls.shift() ?? reply('waiting')) },
      }),
    },
    actions: {
      issuePaymentKey: assign({ paymentKey: () => `key-${++keys}` }),
      openGateway: ({ context }) => void gatewaysOpened.push(context.payment!.url),
    },
  });
  const actor = createActor(machine, { input: { orderNo: 'HB2606010001' } }).start();
  const send = async (...events: PaymentEvent[]) => {
    events.forEach((event) => actor.send(event));
    await settle();
  };
  return { actor, send, starts, gatewaysOpened, state: () => actor.getSnapshot().value };
}

const weixin = { type: 'payment.start', choice: { method: 'weixin', walletAmount: 0 } } as const;
const wallet = (transactionPassword?: string) =>
  ({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 1460, transactionPassword } }) as const;

describe('when choosing a method and starting the attempt', () => {
  it('starts the chosen method with one key, then follows the attempt until the server says paid', async () => {
    const run = startPaying([{ paid: false, walletAmount: 0, payment: sampleAttempt }]);
    await run.send(weixin);
    expect(run.starts).toEqual([
      { orderNo: 'HB2606010001', idempotencyKey: 'key-1', method: 'weixin', walletAmount: 0 },
    ]);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toMatchObject({ outcome: 'paid', payment: sampleAttempt });
  });

  it('sends the browser to a redirect gateway, and not for a QR', async () => {
    const redirect = { ...sampleAttempt, method: 'alipay' as const, kind: 'redirect' as const, url: 'https://gw/pay' };
    const run = startPaying([{ paid: false, walletAmount: 0, payment: redirect }], [reply('waiting')]);
    await run.send({ type: 'payment.start', choice: { method: 'alipay', walletAmount: 0 } });
    expect(run.state()).toBe('polling');
    expect(run.gatewaysOpened).toEqual(['https://gw/pay']);
  });

  it('asks for the transaction password before the wallet is used, and never keeps it', async () => {
    const run = startPaying([refusal(SECURITY_REFUSALS.wrongPin), { paid: true, walletAmount: 1460, payment: null }]);
    await run.send(wallet());
    expect(run.starts).toEqual([]);
    expect(run.actor.getSnapshot().context.failure).toEqual({ code: 'TRANSACTION_PASSWORD_REQUIRED' });
    await run.send(wallet('111111'));
    expect(run.state()).toBe('walletRefused');
    expect(run.actor.getSnapshot().context.failure?.message).toBe(`refused: ${SECURITY_REFUSALS.wrongPin}`);
    expect(JSON.stringify(run.actor.getSnapshot().context)).not.toContain('111111');
    await run.send(wallet('135790'));
    // The refused try and its retry are one payment to the server.
    expect(run.starts.map((start) => start.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(run.actor.getSnapshot().output).toMatchObject({ outcome: 'paid', walletAmount: 1460 });
  });

  it('goes back to the methods, with a new key, once the wallet holds its share of the order', async () => {
    const run = startPaying([{ paid: false, walletAmount: 200, payment: null }]);
    await run.send({
      type: 'payment.start',
      choice: { method: 'wallet', walletAmount: 200, transactionPassword: '135790' },
    });
    expect(run.state()).toBe('choosingMethod');
    expect(run.actor.getSnapshot().context).toMatchObject({ walletAmount: 200, paymentKey: 'key-2' });
  });

  it('ends when the order cannot be paid any more, and keeps a failed start to go back from', async () => {
    const closed = startPaying([refusal(PAYMENT_REFUSALS.orderNotPayable)]);
    await closed.send(weixin);
    expect(closed.actor.getSnapshot().output).toMatchObject({ outcome: 'notPayable' });
    const offline = startPaying([new Error('socket hang up')]);
    await offline.send(weixin);
    expect(offline.state()).toBe('paymentStartFailed');
    await offline.send({ type: 'payment.otherMethod' }, weixin);
    expect(offline.state()).toBe('paymentStartFailed');
    await offline.send({ type: 'back' });
    expect(offline.state()).toBe('choosingMethod');
  });
});

describe('when following an attempt', () => {
  it('chooses again after a declined payment, with a new key', async () => {
    const run = startPaying([{ paid: false, walletAmount: 0, payment: sampleAttempt }], [reply('failed')]);
    await run.send(weixin);
    expect(run.state()).toBe('paymentFailed');
    await run.send({ type: 'payment.otherMethod' });
    expect(run.actor.getSnapshot().context).toMatchObject({ payment: undefined, paymentKey: 'key-2' });
  });

  it('follows a remembered attempt again after a reload, and ends as the server decides', async () => {
    const run = startPaying([], [reply('expired')]);
    await run.send({ type: 'payment.follow', payment: sampleAttempt });
    expect(run.starts).toEqual([]);
    expect(run.actor.getSnapshot().output).toMatchObject({ outcome: 'expired', lastReply: { status: 'expired' } });
  });

  it('hands the wish to cancel to the page that holds the order, but not while an attempt runs', async () => {
    const run = startPaying([{ paid: false, walletAmount: 0, payment: sampleAttempt }], [reply('waiting')]);
    await run.send(weixin, { type: 'order.cancel' });
    expect(run.state()).toBe('polling');
    await run.send({ type: 'payment.otherMethod' }, { type: 'order.cancel' });
    expect(run.actor.getSnapshot().output).toMatchObject({ outcome: 'cancelAsked' });
  });
});

describe('paths from the graph', () => {
  const entry = { id: 'payment', machine: simulatedPaymentMachine, simulation: paymentSimulation };

  it('cover every state and transition on the flows coverage', () => {
    expectCompleteCoverage(entry);
  });
});
