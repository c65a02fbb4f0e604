import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';
import type {
  AncillaryOrder,
  AncillaryTrip,
  BookPayload,
  CouponOffers,
  PayOrderData,
  PayOrderPayload,
  QueryPassengerNamePayload,
} from '../contract/ancillaries/ancillary-schemas';
import {
  canToggleItem,
  emptyPurchase,
  failureOf,
  isCouponBuyable,
  itemsStillOffered,
  REFUSALS,
  toggledItems,
  totalOf,
  type PurchaseContext,
  type PurchaseEvent,
  type PurchaseFailure,
} from './ancillary-purchase-context';
import { ANCILLARY_AWAITING_PAYMENT } from '../contract/ancillaries/ancillary-order-actions';
import { SECURITY_REFUSALS } from '../contract/calls/member/security';
import { paymentPollingMachine, type PaymentPollOutcome } from './payment-polling.machine';

const PIN_REFUSALS: string[] = [SECURITY_REFUSALS.wrongPin, SECURITY_REFUSALS.pinNotSet, SECURITY_REFUSALS.pinLocked];
type FailureParams = { failure: PurchaseFailure };
const failureIn = ({ event }: { event: { error: unknown } }): FailureParams => ({ failure: failureOf(event.error) });
const refusal =
  (...codes: string[]) =>
  (_: unknown, { failure }: FailureParams) =>
    codes.includes(failure.code);
const outcome =
  (status: string) =>
  (_: unknown, { outcome: polled }: { outcome: PaymentPollOutcome }) =>
    polled.reply?.status === status;
const outcomeIn = ({ event }: { event: { output: PaymentPollOutcome } }) => ({ outcome: event.output });
// From a refusal at the confirm step: change the items (offers checked again) or go back to them as they were.
const lookUpAgain = {
  'trip.lookup': { target: 'lookingUpTrip', actions: 'rememberLookup' },
  back: 'choosingTrip',
} as const;
// Choosing a method, or again after the wallet refused (a wrong password keeps the form, with the reason).
const startPaymentOn = [
  { guard: 'needsTransactionPassword', actions: 'noteMissingPassword' },
  { target: 'startingPayment', actions: ['clearFailure', 'issuePaymentKey'] },
] as const;
const leaveRefusal = {
  'items.change': { target: 'checkingCoupons', actions: 'clearFailure' },
  back: { target: 'choosingItems', actions: 'clearFailure' },
} as const;

/**
 * Buying extra luggage or a meal, one chart for both: choose the trip (one of the member's, or another found by
 * ticket number and passenger name), choose passengers and flights, choose items, confirm (the server prices the
 * order again), pay with a gateway through the payment polling chart or with the red-envelope wallet, done.
 * While unpaid the order can be cancelled, and it expires at its hold time. Every refusal is a state.
 */
export const ancillaryPurchaseMachine = setup({
  types: { context: {} as PurchaseContext, events: {} as PurchaseEvent },
  actors: {
    loadMyTrips: notProvided<AncillaryTrip[], void>('loadMyTrips'),
    findTrip: notProvided<AncillaryTrip[], QueryPassengerNamePayload>('findTrip'),
    checkCoupons: notProvided<CouponOffers[], { couponIds: number[] }>('checkCoupons'),
    placeOrder: notProvided<AncillaryOrder, BookPayload>('placeOrder'),
    startPayment: notProvided<PayOrderData, PayOrderPayload>('startPayment'),
    pollPayment: paymentPollingMachine,
    cancelOrder: notProvided<AncillaryOrder, { orderNo: string }>('cancelOrder'),
  },
  guards: {
    isBuyableCoupon: ({ context, event }) => (
      assertEvent(event, 'coupon.toggle'),
      isCouponBuyable(context, event.couponId)
    ),
    hasChosenCoupons: ({ context }) => context.couponIds.length > 0,
    isToggleableItem: ({ context, event }) => (assertEvent(event, 'item.toggle'), canToggleItem(context, event)),
    hasChosenItems: ({ context }) => context.items.length > 0,
    needsTransactionPassword: ({ event }) => (
      assertEvent(event, 'payment.start'),
      (event.choice.method === 'wallet' || event.choice.walletAmount > 0) &&
        !/^\d{6}$/.test(event.choice.transactionPassword ?? '')
    ),
    isAwaitingPayment: ({ event }) => (
      assertEvent(event, 'order.resume'),
      ANCILLARY_AWAITING_PAYMENT.includes(event.order.status)
    ),
    isPaidInFull: (_, { paid }: { paid: boolean }) => paid,
    isTripNotFound: refusal(REFUSALS.tripNotFound),
    isCouponNotReachable: refusal(REFUSALS.couponNotReachable, REFUSALS.tripNotFound),
    isPriceChanged: refusal(REFUSALS.priceChanged),
    isSoldOut: refusal(REFUSALS.soldOut),
    isAlreadyBought: refusal(REFUSALS.alreadyBought),
    isCapReached: refusal(REFUSALS.capReached),
    isNotOffered: refusal(REFUSALS.notEligible, REFUSALS.itemNotOffered, REFUSALS.couponNotReachable),
    isNotPayable: refusal(REFUSALS.notPayable, REFUSALS.orderNotFound),
    // The wallet's refusals and the transaction password's (wrong, not set, locked): the pay form stays for them.
    isWalletRefusal: ({ event }) => {
      const { code } = failureOf((event as { error?: unknown }).error);
      return /^WALLET_|TRANSACTION_PASSWORD/.test(code) || PIN_REFUSALS.includes(code);
    },
    isNotCancelable: refusal(REFUSALS.notCancelable),
    isPaid: outcome('paid'),
    isFailed: outcome('failed'),
    isExpired: outcome('expired'),
  },
  actions: {
    rememberTrips: assign((_, { trips }: { trips: AncillaryTrip[] }) => ({ trips })),
    // A trip found by ticket joins the member's list and is chosen at once.
    rememberFoundTrip: assign(({ context }, { trips }: { trips: AncillaryTrip[] }) => ({
      trips: [...context.trips.filter((known) => !trips.some((found) => found.orderNo === known.orderNo)), ...trips],
      orderNo: trips[0]?.orderNo,
      couponIds: [],
      items: [],
    })),
    rememberLookup: assign(
      ({ event }) => (assertEvent(event, 'trip.lookup'), { lookup: event.lookup, failure: undefined }),
    ),
    chooseTrip: assign(
      ({ event }) => (
        assertEvent(event, 'trip.choose'),
        { orderNo: event.orderNo, couponIds: [], items: [], offers: [] }
      ),
    ),
    toggleCoupon: assign(({ context, event }) => {
      assertEvent(event, 'coupon.toggle');
      const chosen = context.couponIds.includes(event.couponId);
      return {
        couponIds: chosen
          ? context.couponIds.filter((id) => id !== event.couponId)
          : [...context.couponIds, event.couponId],
      };
    }),
    rememberOffers: assign(({ context }, { offers }: { offers: CouponOffers[] }) => ({
      offers,
      items: itemsStillOffered({ ...context, offers }),
    })),
    toggleItem: assign(
      ({ context, event }) => (assertEvent(event, 'item.toggle'), { items: toggledItems(context, event) }),
    ),
    takeSeenTotal: assign(({ context }) => ({ expectedTotal: totalOf(context) })),
    takeServerTotal: assign(({ context }) => ({ expectedTotal: context.failure?.totalAmount, failure: undefined })),
    // Replaced in tests and on /flows; crypto.randomUUID exists in browsers and in Node 20.
    issueIdempotencyKey: assign({ idempotencyKey: () => globalThis.crypto.randomUUID() }),
    issuePaymentKey: assign({ paymentKey: () => globalThis.crypto.randomUUID() }),
    rememberOrder: assign((_, { order }: { order: AncillaryOrder }) => ({ order, failure: undefined })),
    rememberPayment: assign(({ context }, { reply }: { reply: PayOrderData }) => ({
      payment: reply.payment ?? undefined,
      order: context.order && { ...context.order, walletAmount: reply.walletAmount },
      failure: undefined,
    })),
    rememberPollOutcome: assign((_, { outcome: polled }: { outcome: PaymentPollOutcome }) => ({
      lastPayment: polled.reply,
    })),
    forgetPayment: assign({ payment: undefined, failure: undefined }),
    rememberFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    noteMissingPassword: assign({ failure: { code: 'TRANSACTION_PASSWORD_REQUIRED' } }),
    clearFailure: assign({ failure: undefined }),
    startOver: assign(({ context }) => ({ ...emptyPurchase, trips: context.trips })),
    resumeOrder: assign(
      ({ context, event }) => (
        assertEvent(event, 'order.resume'),
        { ...emptyPurchase, trips: context.trips, order: event.order }
      ),
    ),
    /** Placeholder filled at the React boundary: a redirect gateway takes the browser to its checkout. */
    openGateway: () => {},
  },
}).createMachine({
  id: 'ancillaryPurchase',
  description: 'Extra luggage or a meal: find the trip, choose who and what, confirm, pay, done.',
  context: emptyPurchase,
  initial: 'loadingTrips',
  on: {
    'order.resume': {
      guard: 'isAwaitingPayment',
      target: '.paying',
      actions: 'resumeOrder',
      description: 'An unpaid order opened from the order list: pay or cancel it, whatever the tab was doing.',
    },
  },
  states: {
    loadingTrips: {
      description: 'The member’s ticketed, not yet flown trips.',
      // A page that arrives here from another flow host finds no call running (a saved snapshot keeps none): it asks again.
      on: { 'trips.reload': { target: 'loadingTrips', reenter: true } },
      invoke: {
        id: 'loadMyTrips',
        src: 'loadMyTrips',
        onDone: {
          target: 'choosingTrip',
          actions: { type: 'rememberTrips', params: ({ event }) => ({ trips: event.output }) },
        },
        onError: { target: 'tripsFailed', actions: { type: 'rememberFailure', params: failureIn } },
      },
    },
    tripsFailed: {
      description: 'The trips could not be loaded.',
      on: { retry: { target: 'loadingTrips', actions: 'clearFailure' } },
    },
    choosingTrip: {
      description: 'One of the member’s trips, or another one found by ticket number and name.',
      on: {
        'trip.choose': { target: 'choosingCoupons', actions: 'chooseTrip', description: 'A booking of the list.' },
        'trip.other': { target: 'findingOtherTrip', description: 'Someone else’s ticket.' },
        'trips.reload': 'loadingTrips',
      },
    },
    findingOtherTrip: {
      description: 'Ticket number and passenger name, both: never the number alone.',
      on: { 'trip.lookup': { target: 'lookingUpTrip', actions: 'rememberLookup' }, back: 'choosingTrip' },
    },
    lookingUpTrip: {
      invoke: {
        id: 'findTrip',
        src: 'findTrip',
        input: ({ context }) => context.lookup!,
        onDone: {
          target: 'choosingCoupons',
          actions: { type: 'rememberFoundTrip', params: ({ event }) => ({ trips: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isTripNotFound', params: failureIn },
            target: 'tripNotFound',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          { target: 'tripLookupFailed', actions: { type: 'rememberFailure', params: failureIn } },
        ],
      },
    },
    tripNotFound: {
      description: 'No ticket with that number for that name: nothing about it is shown.',
      on: lookUpAgain,
    },
    tripLookupFailed: {
      description: 'The lookup failed; the traveller may try again.',
      on: { ...lookUpAgain, retry: 'lookingUpTrip' },
    },
    choosingCoupons: {
      description: 'Passengers and flights of the booking; each says whether it can still buy, and why not.',
      on: {
        'coupon.toggle': { guard: 'isBuyableCoupon', actions: 'toggleCoupon' },
        'coupons.confirm': { guard: 'hasChosenCoupons', target: 'checkingCoupons' },
        back: { target: 'choosingTrip', actions: 'startOver' },
      },
    },
    checkingCoupons: {
      description: 'The check step: what each chosen coupon may buy now, its price, free allowance and cap.',
      invoke: {
        id: 'checkCoupons',
        src: 'checkCoupons',
        input: ({ context }) => ({ couponIds: context.couponIds }),
        onDone: {
          target: 'choosingItems',
          actions: { type: 'rememberOffers', params: ({ event }) => ({ offers: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isCouponNotReachable', params: failureIn },
            target: 'checkRefused',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          { target: 'checkFailed', actions: { type: 'rememberFailure', params: failureIn } },
        ],
      },
    },
    checkRefused: {
      description: 'A coupon is not the member’s to buy for.',
      on: { back: { target: 'choosingTrip', actions: 'startOver' } },
    },
    checkFailed: {
      on: {
        retry: { target: 'checkingCoupons', actions: 'clearFailure' },
        back: { target: 'choosingCoupons', actions: 'clearFailure' },
      },
    },
    choosingItems: {
      description: 'Bundles or meals per passenger and flight, within each coupon’s cap.',
      on: {
        'item.toggle': { guard: 'isToggleableItem', actions: 'toggleItem' },
        'items.confirm': {
          guard: 'hasChosenItems',
          target: 'confirming',
          actions: ['takeSeenTotal', 'issueIdempotencyKey'],
        },
        back: 'choosingCoupons',
      },
    },
    confirming: {
      description: 'The order to place, with the total the traveller saw.',
      on: { 'order.place': 'placingOrder', back: 'choosingItems' },
    },
    placingOrder: {
      description: 'The server prices the order again and holds its items (and meal stock) until paid.',
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
          {
            guard: { type: 'isPriceChanged', params: failureIn },
            target: 'priceChanged',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          {
            guard: { type: 'isSoldOut', params: failureIn },
            target: 'soldOut',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          {
            guard: { type: 'isAlreadyBought', params: failureIn },
            target: 'alreadyBought',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          {
            guard: { type: 'isCapReached', params: failureIn },
            target: 'capReached',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          {
            guard: { type: 'isNotOffered', params: failureIn },
            target: 'notOffered',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          { target: 'orderFailed', actions: { type: 'rememberFailure', params: failureIn } },
        ],
      },
    },
    priceChanged: {
      description: 'The server’s price differs from the one shown: accept it or change the items.',
      on: {
        'price.accept': { target: 'placingOrder', actions: ['takeServerTotal', 'issueIdempotencyKey'] },
        ...leaveRefusal,
      },
    },
    soldOut: { description: 'The last portions went to someone faster.', on: leaveRefusal },
    alreadyBought: { description: 'A coupon already has one of these.', on: leaveRefusal },
    capReached: { description: 'More than a passenger may take on one flight.', on: leaveRefusal },
    notOffered: {
      description: 'The sale has closed, or the item is not sold on this flight or cabin.',
      on: leaveRefusal,
    },
    orderFailed: { on: { retry: 'placingOrder', back: { target: 'confirming', actions: 'clearFailure' } } },
    paying: {
      description: 'The order is held: pay before it expires, or cancel it.',
      initial: 'choosingMethod',
      on: { 'order.expired': '#ancillaryPurchase.expired' },
      states: {
        choosingMethod: {
          description: 'One of the five gateways, the red-envelope wallet, or part of each.',
          on: {
            'payment.start': startPaymentOn,
            'order.cancel': '#ancillaryPurchase.cancelling',
          },
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
              {
                guard: { type: 'isNotPayable', params: failureIn },
                target: '#ancillaryPurchase.notPayable',
                actions: { type: 'rememberFailure', params: failureIn },
              },
              {
                guard: 'isWalletRefusal',
                target: 'walletRefused',
                actions: { type: 'rememberFailure', params: failureIn },
              },
              { target: 'paymentStartFailed', actions: { type: 'rememberFailure', params: failureIn } },
            ],
          },
        },
        walletRefused: {
          description: 'Not enough in the wallet, or a wrong transaction password: the form stays, with the reason.',
          on: {
            'payment.start': startPaymentOn,
            'order.cancel': '#ancillaryPurchase.cancelling',
            back: { target: 'choosingMethod', actions: 'clearFailure' },
          },
        },
        paymentStartFailed: { on: { back: { target: 'choosingMethod', actions: 'clearFailure' } } },
        polling: {
          description: 'The payment polling chart asks the server until it decides.',
          invoke: {
            id: 'pollPayment',
            src: 'pollPayment',
            input: ({ context }) => ({ orderNo: context.order!.orderNo, payNo: context.payment!.payNo }),
            onDone: [
              {
                guard: { type: 'isPaid', params: outcomeIn },
                target: '#ancillaryPurchase.done',
                actions: { type: 'rememberPollOutcome', params: outcomeIn },
              },
              {
                guard: { type: 'isFailed', params: outcomeIn },
                target: 'paymentFailed',
                actions: { type: 'rememberPollOutcome', params: outcomeIn },
              },
              {
                guard: { type: 'isExpired', params: outcomeIn },
                target: '#ancillaryPurchase.expired',
                actions: { type: 'rememberPollOutcome', params: outcomeIn },
              },
              { target: '#ancillaryPurchase.cancelled', actions: { type: 'rememberPollOutcome', params: outcomeIn } },
            ],
          },
          on: {
            'payment.otherMethod': {
              target: 'choosingMethod',
              actions: 'forgetPayment',
              description: 'Leave this attempt for another method.',
            },
            // Back from a gateway's checkout (a new page load): a saved snapshot keeps no running child, so ask anew.
            'payment.resume': {
              target: 'polling',
              reenter: true,
              description: 'Poll again after coming back from the gateway.',
            },
          },
        },
        paymentFailed: {
          description: 'The gateway declined; the order is still held.',
          on: {
            'payment.otherMethod': { target: 'choosingMethod', actions: 'forgetPayment' },
            'order.cancel': '#ancillaryPurchase.cancelling',
          },
        },
      },
    },
    notPayable: {
      description: 'The order can no longer be paid (paid, cancelled or expired meanwhile).',
      on: { 'purchase.again': { target: 'loadingTrips', actions: 'startOver' } },
    },
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderNo: context.order!.orderNo }),
        onDone: {
          target: 'cancelled',
          actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotCancelable', params: failureIn },
            target: 'notCancelable',
            actions: { type: 'rememberFailure', params: failureIn },
          },
          { target: 'cancelFailed', actions: { type: 'rememberFailure', params: failureIn } },
        ],
      },
    },
    notCancelable: {
      description: 'Paid meanwhile: it can only be refunded now.',
      on: { 'purchase.again': { target: 'loadingTrips', actions: 'startOver' } },
    },
    cancelFailed: { on: { retry: 'cancelling', back: { target: 'paying', actions: 'clearFailure' } } },
    // Not final: the result page survives a reload, and the traveller may buy again from it.
    done: {
      description: 'Paid: the EMD numbers are issued.',
      on: { 'purchase.again': { target: 'loadingTrips', actions: 'startOver' } },
    },
    cancelled: {
      description: 'Cancelled while unpaid; its items are given back.',
      on: { 'purchase.again': { target: 'loadingTrips', actions: 'startOver' } },
    },
    expired: {
      description: 'Not paid in time: its items (and meal stock) are given back.',
      on: { 'purchase.again': { target: 'loadingTrips', actions: 'startOver' } },
    },
  },
});
