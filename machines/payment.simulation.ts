import { assign } from 'xstate';
import { PAYMENT_REFUSALS } from '../contract/calls/payments';
import type { PaymentPollOutcome, PaymentStatusReply } from './payment-polling.machine';
import { paymentMachine, type PaymentAttempt, type PaymentEvent, type PaymentStarted } from './payment.machine';

/** A WeChat attempt for a flight order of ¥1,460. */
export const sampleAttempt: PaymentAttempt = {
  payNo: 'PY2606010001',
  method: 'weixin',
  kind: 'qr',
  url: 'http://localhost/sandbox/pay/checkout?trade=SB1',
  expiresAt: '2026-06-01T02:15:00Z',
  amount: 1460,
};
const startedWith = (output: PaymentStarted) => ({ type: 'xstate.done.actor.startPayment' as const, output });
const refused = (code: string) => ({
  type: 'xstate.error.actor.startPayment' as const,
  error: { code, message: code },
});
const polled = (status: PaymentStatusReply['status']) => ({
  type: 'xstate.done.actor.pollPayment' as const,
  output: {
    reply: { status, orderStatus: status === 'paid' ? 'ticketed' : 'unpaid', refunded: false, tickets: [] },
  } satisfies PaymentPollOutcome,
});

/** How /flows, the coverage tool and the chart's tests run a payment: each method, each answer, each outcome. */
export const paymentSimulation = {
  input: { orderNo: 'HB2606010001' },
  events: [
    // One start with what it needs and one without the wallet's password: the chart keeps neither choice.
    { type: 'payment.start', choice: { method: 'weixin', walletAmount: 0 } },
    { type: 'payment.start', choice: { method: 'wallet', walletAmount: 1460 } },
    { type: 'payment.follow', payment: sampleAttempt },
    startedWith({ paid: false, walletAmount: 0, payment: sampleAttempt }),
    startedWith({ paid: true, walletAmount: 1460, payment: null }),
    // The wallet froze its share of the order; a gateway takes the rest.
    startedWith({ paid: false, walletAmount: 200, payment: null }),
    refused(PAYMENT_REFUSALS.orderNotPayable),
    refused('WALLET_NOT_ENOUGH'),
    refused('UNREACHABLE'),
    polled('paid'),
    polled('failed'),
    polled('expired'),
    polled('cancelled'),
  ] satisfies (PaymentEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown })[],
};

/** The chart with a fixed key: a random one would make every attempt a new state to walk. */
export const simulatedPaymentMachine = paymentMachine.provide({
  actions: { issuePaymentKey: assign({ paymentKey: 'simulated-payment-key' }) },
});
