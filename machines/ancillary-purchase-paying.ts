import { ancillaryPurchaseSetup } from './ancillary-purchase-setup';
import type { PaymentOutput } from './payment.machine';

const { createStateConfig: state } = ancillaryPurchaseSetup;

const paidWith = ({ event }: { event: { output: PaymentOutput } }) => ({ paid: event.output });
const endedAs = (outcome: PaymentOutput['outcome'], target: string) => ({
  guard: {
    type: 'isPaymentOutcome' as const,
    params: ({ event }: { event: { output: PaymentOutput } }) => ({ paid: event.output, outcome }),
  },
  target,
  actions: { type: 'rememberPaymentOutcome' as const, params: paidWith },
});
// The pages speak to the purchase; what concerns the payment goes on to its chart.
const toPayment = { actions: 'passToPayment' } as const;

/**
 * The held order's payment, by the one payment chart (payment.machine.ts): a gateway followed until the server
 * decides, the red-envelope wallet, or part of each. Its outcome leads on: done, expired, cancelled, not payable
 * any more, or the traveller's wish to cancel the order; the order's hold running out leads out of it too.
 */
export const payingState = state({
  tags: ['page:pay'],
  invoke: {
    id: 'payment',
    src: 'payForOrder',
    input: ({ context }) => ({ orderNo: context.order!.orderNo }),
    // Each step of the payment reaches the purchase, whose snapshot (the payment's within) the flow host saves.
    onSnapshot: {},
    onDone: [
      endedAs('paid', 'done'),
      endedAs('expired', 'expired'),
      endedAs('notPayable', 'notPayable'),
      endedAs('cancelAsked', 'cancelling'),
      { target: 'cancelled', actions: { type: 'rememberPaymentOutcome', params: paidWith } },
    ],
    onError: 'notPayable',
  },
  on: {
    'order.expired': 'expired',
    'payment.start': toPayment,
    'payment.otherMethod': toPayment,
    'payment.resume': toPayment,
    'order.cancel': toPayment,
    back: toPayment,
  },
});
