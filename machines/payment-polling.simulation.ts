import type { PaymentStatusReply } from './payment-polling.machine';

const reply = (status: PaymentStatusReply['status'], orderStatus: string, refunded = false): PaymentStatusReply => ({
  status,
  orderStatus,
  refunded,
  tickets: [],
});

/** /flows and the coverage tool: two polls and two errors at most keep the graph small enough to walk. */
export const paymentPollingSimulation = {
  input: {
    orderNo: 'HB2606010001',
    payNo: 'PY2606010001',
    schedule: { firstMs: 2_000, factor: 2, maxMs: 4_000, maxPolls: 2, maxErrors: 2 },
  },
  events: [
    { type: 'xstate.done.actor.checkPaymentStatus', output: reply('waiting', 'paying') },
    { type: 'xstate.done.actor.checkPaymentStatus', output: reply('paid', 'ticketed') },
    { type: 'xstate.done.actor.checkPaymentStatus', output: reply('failed', 'pay_failed') },
    { type: 'xstate.done.actor.checkPaymentStatus', output: reply('expired', 'pay_failed') },
    { type: 'xstate.done.actor.checkPaymentStatus', output: reply('cancelled', 'canceled') },
    { type: 'xstate.error.actor.checkPaymentStatus', error: new Error('offline') },
    { type: 'payment.checkNow' },
    { type: 'payment.retry' },
  ],
};
