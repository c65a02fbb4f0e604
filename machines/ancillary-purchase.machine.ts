import { emptyPurchase } from './ancillary-purchase-context';
import { choosingStates } from './ancillary-purchase-choosing';
import { payingState } from './ancillary-purchase-paying';
import { ancillaryPurchaseSetup, failedTo, refusedAs } from './ancillary-purchase-setup';

// From a refusal at the confirm step: change the items (offers checked again) or go back to them as they were.
const leaveRefusal = {
  'items.change': { target: 'checkingCoupons', actions: 'clearFailure' },
  back: { target: 'choosingItems', actions: 'clearFailure' },
} as const;
const buyAgain = { 'purchase.again': { target: 'loadingTrips', actions: 'startOver' } } as const;

/**
 * Buying extra luggage or a meal, one chart for both: choose the trip (one of the member's, or another found by
 * ticket number and passenger name), choose passengers and flights, choose items (ancillary-purchase-choosing.ts),
 * confirm (the server prices the order again), pay with a gateway through the payment polling chart or with the
 * red-envelope wallet (ancillary-purchase-paying.ts), done. While unpaid the order can be cancelled, and it
 * expires at its hold time. Every refusal is a state.
 */
export const ancillaryPurchaseMachine = ancillaryPurchaseSetup.createMachine({
  id: 'ancillaryPurchase',
  context: emptyPurchase,
  initial: 'loadingTrips',
  on: {
    // An unpaid order opened from the order list: pay or cancel it, whatever the tab was doing.
    'order.resume': { guard: 'isAwaitingPayment', target: '.paying', actions: 'resumeOrder' },
  },
  states: {
    ...choosingStates,
    confirming: { tags: ['page:confirm'], on: { 'order.place': 'placingOrder', back: 'choosingItems' } },
    // The server prices the order again and holds its items (and meal stock) until paid.
    placingOrder: {
      tags: ['page:confirm'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey!,
          items: context.items,
          expectedTotal: context.expectedTotal,
        }),
        onDone: {
          target: 'paying',
          actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: [
          refusedAs('isPriceChanged', 'priceChanged'),
          refusedAs('isSoldOut', 'soldOut'),
          refusedAs('isAlreadyBought', 'alreadyBought'),
          refusedAs('isCapReached', 'capReached'),
          refusedAs('isNotOffered', 'notOffered'),
          failedTo('orderFailed'),
        ],
      },
    },
    priceChanged: {
      tags: ['page:confirm'],
      on: {
        'price.accept': { target: 'placingOrder', actions: ['takeServerTotal', 'issueIdempotencyKey'] },
        ...leaveRefusal,
      },
    },
    soldOut: { tags: ['page:confirm'], on: leaveRefusal },
    alreadyBought: { tags: ['page:confirm'], on: leaveRefusal },
    capReached: { tags: ['page:confirm'], on: leaveRefusal },
    notOffered: { tags: ['page:confirm'], on: leaveRefusal },
    orderFailed: {
      tags: ['page:confirm'],
      on: { retry: 'placingOrder', back: { target: 'confirming', actions: 'clearFailure' } },
    },
    paying: payingState,
    // Paid, cancelled or expired meanwhile.
    notPayable: { tags: ['page:pay'], on: buyAgain },
    cancelling: {
      tags: ['page:pay'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderNo: context.order!.orderNo }),
        onDone: {
          target: 'cancelled',
          actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: [refusedAs('isNotCancelable', 'notCancelable'), failedTo('cancelFailed')],
      },
    },
    // Paid meanwhile: it can only be refunded now.
    notCancelable: { tags: ['page:pay'], on: buyAgain },
    cancelFailed: {
      tags: ['page:pay'],
      on: { retry: 'cancelling', back: { target: 'paying', actions: 'clearFailure' } },
    },
    // Not final: the result page survives a reload, and the traveller may buy again from it.
    done: { tags: ['page:pay'], on: buyAgain },
    cancelled: { tags: ['page:pay'], on: buyAgain },
    expired: { tags: ['page:pay'], on: buyAgain },
  },
});
