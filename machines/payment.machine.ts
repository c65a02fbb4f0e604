import { assertEvent, assign, setup } from 'xstate';
import { ANCILLARY_REFUSALS } from '../contract/ancillaries/ancillary-calls';
import { failureOf, type Failure } from '../contract/call-failure';
import { SECURITY_REFUSALS } from '../contract/calls/member/security';
import { PAYMENT_REFUSALS, type PayMethod } from '../contract/calls/payments';
import { failureTransitions } from './kit/failure-transitions';
import { notProvided } from './kit/not-provided';
import { paymentPollingMachine, type PaymentPollOutcome, type PaymentStatusReply } from './payment-polling.machine';
import { outputTransitions } from './kit/output-transitions';

/** How the traveller pays: a gateway (wholly, or the rest after a share from the red-envelope wallet), or the wallet alone. */
export interface PaymentChoice {
  method: PayMethod | 'wallet';
  walletAmount: number;
  transactionPassword?: string;
}

/** A gateway attempt to follow: WeChat shows `url` as a QR, the others send the browser there. */
export interface PaymentAttempt {
  payNo: string;
  method: PayMethod;
  kind: 'qr' | 'redirect';
  url: string;
  expiresAt: string;
  amount: number;
}

/** What the start call answers: paid outright (the wallet took it all), or the attempt to follow, and the wallet's share. */
export interface PaymentStarted {
  paid: boolean;
  walletAmount: number;
  payment: PaymentAttempt | null;
}

export type PaymentOutcome = 'paid' | 'expired' | 'cancelled' | 'notPayable' | 'cancelAsked';
export interface PaymentOutput {
  outcome: PaymentOutcome;
  payment?: PaymentAttempt;
  walletAmount: number;
  lastReply?: PaymentStatusReply;
}

export interface PaymentContext {
  orderNo: string;
  /** One per attempt: a resent start (after the wallet refused a password, say) is the same payment to the server. */
  paymentKey?: string;
  payment?: PaymentAttempt;
  walletAmount: number;
  lastReply?: PaymentStatusReply;
  failure?: Failure;
}

export type PaymentEvent =
  | { type: 'payment.start'; choice: PaymentChoice }
  | { type: 'payment.follow'; payment: PaymentAttempt }
  | { type: 'payment.otherMethod' }
  | { type: 'payment.resume' }
  | { type: 'order.cancel' }
  | { type: 'back' };

const NOT_PAYABLE: string[] = [
  PAYMENT_REFUSALS.orderNotPayable,
  PAYMENT_REFUSALS.orderNotFound,
  ANCILLARY_REFUSALS.notPayable,
  ANCILLARY_REFUSALS.orderNotFound,
];
const PIN_REFUSALS: string[] = [SECURITY_REFUSALS.wrongPin, SECURITY_REFUSALS.pinNotSet, SECURITY_REFUSALS.pinLocked];
const { failedTo, refusedAs } = failureTransitions(failureOf);
const started = ({ event }: { event: { output: PaymentStarted } }) => ({ started: event.output });
const polled = ({ event }: { event: { output: PaymentPollOutcome } }) => ({ polled: event.output });
const { remember: rememberPollOutcome, recognisedAs: polledAs } = outputTransitions(polled, 'rememberPollOutcome');
const pollSaid =
  (status: PaymentStatusReply['status']) =>
  (_: unknown, { polled: outcome }: { polled: PaymentPollOutcome }) =>
    outcome.reply?.status === status;
const ended =
  (outcome: PaymentOutcome) =>
  ({ context }: { context: PaymentContext }): PaymentOutput => ({
    outcome,
    payment: context.payment,
    walletAmount: context.walletAmount,
    lastReply: context.lastReply,
  });

const paymentSetup = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as { orderNo: string },
    output: {} as PaymentOutput,
  },
  actors: {
    startPayment: notProvided<PaymentStarted, PaymentChoice & { orderNo: string; idempotencyKey: string }>(
      'startPayment',
    ),
    pollPayment: paymentPollingMachine,
  },
  guards: {
    needsTransactionPassword: ({ event }) => (
      assertEvent(event, 'payment.start'),
      (event.choice.method === 'wallet' || event.choice.walletAmount > 0) &&
        !/^\d{6}$/.test(event.choice.transactionPassword ?? '')
    ),
    isPaidInFull: (_, { started: reply }: { started: PaymentStarted }) => reply.paid,
    isAttemptStarted: (_, { started: reply }: { started: PaymentStarted }) => reply.payment !== null,
    isNotPayable: (_, { failure }: { failure: Failure }) => NOT_PAYABLE.includes(failure.code),
    // The wallet's refusals and the transaction password's (wrong, not set, locked): the form stays for them.
    isWalletRefusal: (_, { failure }: { failure: Failure }) =>
      /^WALLET_|TRANSACTION_PASSWORD/.test(failure.code) || PIN_REFUSALS.includes(failure.code),
    isPaid: pollSaid('paid'),
    isFailed: pollSaid('failed'),
    isExpired: pollSaid('expired'),
  },
  actions: {
    // Replaced in tests and on /flows; crypto.randomUUID exists in browsers and in Node 20.
    issuePaymentKey: assign({ paymentKey: () => globalThis.crypto.randomUUID() }),
    noteMissingPassword: assign({ failure: { code: 'TRANSACTION_PASSWORD_REQUIRED' } }),
    clearFailure: assign({ failure: undefined }),
    rememberFailure: assign((_, { failure }: { failure: Failure }) => ({ failure })),
    rememberStart: assign((_, { started: reply }: { started: PaymentStarted }) => ({
      payment: reply.payment ?? undefined,
      walletAmount: reply.walletAmount,
      failure: undefined,
    })),
    rememberPollOutcome: assign((_, { polled: outcome }: { polled: PaymentPollOutcome }) => ({
      lastReply: outcome.reply,
    })),
    rememberAttempt: assign(({ event }) => (assertEvent(event, 'payment.follow'), { payment: event.payment })),
    forgetPayment: assign({ payment: undefined, failure: undefined }),
    /** Placeholder filled at the React boundary: a redirect gateway takes the browser to its checkout. */
    openGateway: () => {},
  },
});

// From the form (again after the wallet refused: a wrong password keeps the form, with the reason).
const startOn = [
  { guard: 'needsTransactionPassword', actions: 'noteMissingPassword' },
  { target: 'startingPayment', actions: 'clearFailure' },
] as const;
const chooseAgain = { target: 'choosingMethod', actions: 'forgetPayment' } as const;

/**
 * Paying one order, on every pay page (flights and ticket changes on /defray, luggage and meals): choose a method,
 * start the attempt with one idempotency key, follow it with the payment polling chart until the server decides:
 * paid, failed (choose again), expired or cancelled. The wallet's refusal keeps the form with its reason; an order
 * that can no longer be paid, or the traveller asking to cancel it, ends the chart for its page to act on.
 */
export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({ orderNo: input.orderNo, walletAmount: 0 }),
  initial: 'choosingMethod',
  // The final state's own output (its outcome) is the chart's.
  output: ({ event }) => event.output as PaymentOutput,
  states: {
    choosingMethod: {
      entry: 'issuePaymentKey',
      on: {
        'payment.start': startOn,
        // An attempt the page remembered across a reload (WeChat's QR on /defray): follow it again.
        'payment.follow': { target: 'polling', actions: 'rememberAttempt' },
        'order.cancel': 'cancelAsked',
      },
    },
    startingPayment: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context, event }) => {
          assertEvent(event, 'payment.start');
          // The password goes from the event to the call, never into the context (which is saved in the tab).
          return { orderNo: context.orderNo, idempotencyKey: context.paymentKey!, ...event.choice };
        },
        onDone: [
          {
            guard: { type: 'isPaidInFull', params: started },
            target: 'paid',
            actions: { type: 'rememberStart', params: started },
          },
          {
            guard: { type: 'isAttemptStarted', params: started },
            target: 'polling',
            actions: [{ type: 'rememberStart', params: started }, 'openGateway'],
          },
          // The wallet holds its share; a gateway takes the rest, as a new attempt.
          { target: 'choosingMethod', actions: { type: 'rememberStart', params: started } },
        ],
        onError: [
          refusedAs('isNotPayable', 'notPayable'),
          refusedAs('isWalletRefusal', 'walletRefused'),
          failedTo('paymentStartFailed'),
        ],
      },
    },
    walletRefused: {
      on: {
        'payment.start': startOn,
        'order.cancel': 'cancelAsked',
        back: { target: 'choosingMethod', actions: 'clearFailure' },
      },
    },
    paymentStartFailed: { on: { back: { target: 'choosingMethod', actions: 'clearFailure' } } },
    polling: {
      invoke: {
        id: 'pollPayment',
        src: 'pollPayment',
        input: ({ context }) => ({ orderNo: context.orderNo, payNo: context.payment!.payNo }),
        onDone: [
          polledAs('isPaid', 'paid'),
          polledAs('isFailed', 'paymentFailed'),
          polledAs('isExpired', 'expired'),
          { target: 'cancelled', actions: rememberPollOutcome },
        ],
      },
      on: {
        'payment.otherMethod': chooseAgain,
        // Back from a gateway's checkout (a new page load): ask the server anew.
        'payment.resume': { target: 'polling', reenter: true },
      },
    },
    // The gateway declined; the order is still held.
    paymentFailed: { on: { 'payment.otherMethod': chooseAgain, 'order.cancel': 'cancelAsked' } },
    paid: { type: 'final', output: ended('paid') },
    expired: { type: 'final', output: ended('expired') },
    cancelled: { type: 'final', output: ended('cancelled') },
    notPayable: { type: 'final', output: ended('notPayable') },
    // The traveller wants the unpaid order cancelled: the page that holds the order does it.
    cancelAsked: { type: 'final', output: ended('cancelAsked') },
  },
});
