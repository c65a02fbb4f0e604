import { assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';
import { outputTransitions } from './kit/output-transitions';

/** What one status poll learns (pay/payStatusByWeixinWeb): the server's word on the attempt and the order. */
export interface PaymentStatusReply {
  status: 'waiting' | 'paid' | 'failed' | 'expired' | 'cancelled';
  orderStatus: string;
  refunded: boolean;
  tickets: readonly { passengerName: string; flightNo: string; ticketNo: string }[];
}

/** Back-off between polls: the first wait, each next one `factor` times longer, never above `maxMs`. */
export interface PaymentPollSchedule {
  firstMs: number;
  factor: number;
  maxMs: number;
  /** Polls before giving up until the traveller asks again (about 20 minutes at the longest wait). */
  maxPolls: number;
  /** Failed polls in a row before saying the server cannot be reached. */
  maxErrors: number;
}

export const PAYMENT_POLL_SCHEDULE: PaymentPollSchedule = {
  firstMs: 2_000,
  factor: 1.5,
  maxMs: 10_000,
  maxPolls: 120,
  maxErrors: 5,
};

/** What the chart ends with: the server's last word, for a parent chart (the ancillary purchase) to act on. */
export interface PaymentPollOutcome {
  reply?: PaymentStatusReply;
}

/**
 * The order's money is settled: a ticket order once ticketed, an ancillary order once paid (its EMDs issued),
 * a ticket change once paid or done (its new tickets issued right after the payment).
 */
const SETTLED_ORDER_STATUSES = ['ticketed', 'paid', 'done'];

export type PaymentPollingEvent = { type: 'payment.checkNow' } | { type: 'payment.retry' };

interface PaymentPollingContext {
  orderNo: string;
  payNo: string;
  schedule: PaymentPollSchedule;
  waitMs: number;
  polls: number;
  errorsInARow: number;
  lastReply?: PaymentStatusReply;
}

/** The status call's reply, as the guards and rememberReply read it. */
const replied = ({ event }: { event: { output: PaymentStatusReply } }) => ({ reply: event.output });
const { remember: rememberReply, recognisedAs: decidedAs } = outputTransitions(replied, 'rememberReply');

/**
 * Polls the server about one payment attempt, waiting longer each time, until the server decides: paid
 * (and ticketed, or refunded), failed, expired or cancelled. The return URL proves nothing; only these
 * answers do, so a reload simply starts the machine again and asks. Failed polls are retried with the same
 * back-off; too many in a row, or too many polls, stop and wait for the traveller.
 */
export const paymentPollingMachine = setup({
  types: {
    context: {} as PaymentPollingContext,
    events: {} as PaymentPollingEvent,
    input: {} as { orderNo: string; payNo: string; schedule?: PaymentPollSchedule },
    output: {} as PaymentPollOutcome,
  },
  actors: {
    checkPaymentStatus: notProvided<PaymentStatusReply, { orderNo: string; payNo: string }>('checkPaymentStatus'),
  },
  guards: {
    isSettledPaid: (_, params: { reply: PaymentStatusReply }) =>
      params.reply.status === 'paid' &&
      (SETTLED_ORDER_STATUSES.includes(params.reply.orderStatus) || params.reply.refunded),
    isFailed: (_, params: { reply: PaymentStatusReply }) => params.reply.status === 'failed',
    isExpired: (_, params: { reply: PaymentStatusReply }) => params.reply.status === 'expired',
    isCancelled: (_, params: { reply: PaymentStatusReply }) => params.reply.status === 'cancelled',
    hasReachedPollLimit: ({ context }) => context.polls >= context.schedule.maxPolls,
    hasReachedErrorLimit: ({ context }) => context.errorsInARow + 1 >= context.schedule.maxErrors,
  },
  actions: {
    rememberReply: assign({ lastReply: (_, params: { reply: PaymentStatusReply }) => params.reply, errorsInARow: 0 }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    countError: assign({ errorsInARow: ({ context }) => context.errorsInARow + 1 }),
    lengthenWait: assign({
      waitMs: ({ context }) => Math.min(Math.round(context.waitMs * context.schedule.factor), context.schedule.maxMs),
    }),
    startOver: assign({ polls: 0, errorsInARow: 0, waitMs: ({ context }) => context.schedule.firstMs }),
  },
  delays: {
    PAYMENT_POLL_INTERVAL: ({ context }) => context.waitMs,
  },
}).createMachine({
  id: 'paymentPolling',
  context: ({ input }) => {
    const schedule = input.schedule ?? PAYMENT_POLL_SCHEDULE;
    return {
      orderNo: input.orderNo,
      payNo: input.payNo,
      schedule,
      waitMs: schedule.firstMs,
      polls: 0,
      errorsInARow: 0,
    };
  },
  initial: 'checking',
  output: ({ context }) => ({ reply: context.lastReply }),
  states: {
    checking: {
      entry: 'countPoll',
      invoke: {
        id: 'checkPaymentStatus',
        src: 'checkPaymentStatus',
        input: ({ context }) => ({ orderNo: context.orderNo, payNo: context.payNo }),
        onDone: [
          decidedAs('isSettledPaid', 'paid'),
          decidedAs('isFailed', 'failed'),
          decidedAs('isExpired', 'expired'),
          decidedAs('isCancelled', 'cancelled'),
          { guard: 'hasReachedPollLimit', target: 'gaveUp', actions: rememberReply },
          { target: 'waiting', actions: rememberReply },
        ],
        onError: [
          { guard: 'hasReachedErrorLimit', target: 'unreachable', actions: 'countError' },
          { target: 'waiting', actions: 'countError' },
        ],
      },
    },
    waiting: {
      after: { PAYMENT_POLL_INTERVAL: { target: 'checking', actions: 'lengthenWait' } },
      // "I have paid": ask now instead of at the end of the wait.
      on: { 'payment.checkNow': { target: 'checking' } },
    },
    gaveUp: {
      on: { 'payment.checkNow': { target: 'checking', actions: 'startOver' } },
    },
    unreachable: {
      on: { 'payment.retry': { target: 'checking', actions: 'startOver' } },
    },
    paid: { type: 'final' },
    failed: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
