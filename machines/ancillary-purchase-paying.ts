import { assertEvent } from 'xstate';
import { ancillaryPurchaseSetup, failedTo, outcomeIn, refusedAs } from './ancillary-purchase-setup';

const { createStateConfig: state } = ancillaryPurchaseSetup;

// Choosing a method, or again after the wallet refused (a wrong password keeps the form, with the reason).
const startPaymentOn = [
  { guard: 'needsTransactionPassword', actions: 'noteMissingPassword' },
  { target: 'startingPayment', actions: ['clearFailure', 'issuePaymentKey'] },
] as const;
const rememberPollOutcome = { type: 'rememberPollOutcome', params: outcomeIn } as const;

/**
 * The held order's payment: a gateway (followed by the payment polling chart until the server decides), the
 * red-envelope wallet, or part of each; cancelling it while unpaid, and the order's expiry, lead out of it.
 */
export const payingState = state({
  initial: 'choosingMethod',
  on: { 'order.expired': '#ancillaryPurchase.expired' },
  states: {
    choosingMethod: {
      on: { 'payment.start': startPaymentOn, 'order.cancel': '#ancillaryPurchase.cancelling' },
    },
    startingPayment: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context, event }) => {
          assertEvent(event, 'payment.start');
          // The password goes from the event to the call, never into the context (which is saved in the tab).
          return { orderNo: context.order!.orderNo, idempotencyKey: context.paymentKey!, ...event.choice };
        },
        onDone: [
          {
            guard: { type: 'isPaidInFull', params: ({ event }) => ({ paid: event.output.paid }) },
            target: '#ancillaryPurchase.done',
            actions: { type: 'rememberPayment', params: ({ event }) => ({ reply: event.output }) },
          },
          {
            target: 'polling',
            actions: [{ type: 'rememberPayment', params: ({ event }) => ({ reply: event.output }) }, 'openGateway'],
          },
        ],
        onError: [
          refusedAs('isNotPayable', '#ancillaryPurchase.notPayable'),
          { guard: 'isWalletRefusal', ...failedTo('walletRefused') },
          failedTo('paymentStartFailed'),
        ],
      },
    },
    // Not enough in the wallet, or a wrong transaction password: the form stays, with the reason.
    walletRefused: {
      on: {
        'payment.start': startPaymentOn,
        'order.cancel': '#ancillaryPurchase.cancelling',
        back: { target: 'choosingMethod', actions: 'clearFailure' },
      },
    },
    paymentStartFailed: { on: { back: { target: 'choosingMethod', actions: 'clearFailure' } } },
    polling: {
      invoke: {
        id: 'pollPayment',
        src: 'pollPayment',
        input: ({ context }) => ({ orderNo: context.order!.orderNo, payNo: context.payment!.payNo }),
        onDone: [
          {
            guard: { type: 'isPaid', params: outcomeIn },
            target: '#ancillaryPurchase.done',
            actions: rememberPollOutcome,
          },
          { guard: { type: 'isFailed', params: outcomeIn }, target: 'paymentFailed', actions: rememberPollOutcome },
          {
            guard: { type: 'isExpired', params: outcomeIn },
            target: '#ancillaryPurchase.expired',
            actions: rememberPollOutcome,
          },
          { target: '#ancillaryPurchase.cancelled', actions: rememberPollOutcome },
        ],
      },
      on: {
        'payment.otherMethod': { target: 'choosingMethod', actions: 'forgetPayment' },
        // Back from a gateway's checkout (a new page load): a saved snapshot keeps no running child, so ask anew.
        'payment.resume': { target: 'polling', reenter: true },
      },
    },
    // The gateway declined; the order is still held.
    paymentFailed: {
      on: {
        'payment.otherMethod': { target: 'choosingMethod', actions: 'forgetPayment' },
        'order.cancel': '#ancillaryPurchase.cancelling',
      },
    },
  },
});
