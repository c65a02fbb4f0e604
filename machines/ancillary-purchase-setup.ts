import { assertEvent, assign, forwardTo, setup } from 'xstate';
import type { AncillaryOrder, BookPayload } from '../contract/ancillaries/ancillary-order-schemas';
import type { AncillaryTrip, QueryPassengerNamePayload } from '../contract/ancillaries/ancillary-trip-schemas';
import type { CouponOffers } from '../contract/ancillaries/ancillary-offer-schemas';
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
  type PurchasePage,
} from './ancillary-purchase-context';
import { ANCILLARY_AWAITING_PAYMENT } from '../contract/ancillaries/ancillary-order-actions';
import { failureCodeIn, failureTransitions } from './kit/failure-transitions';
import { notProvided } from './kit/not-provided';
import type { PageTag } from './kit/page-tag';
import { paymentMachine, type PaymentOutput } from './payment.machine';

type FailureParams = { failure: PurchaseFailure };
export const { failedTo, refusedAs } = failureTransitions(failureOf);
/**
 * What the ancillary purchase chart works with: the calls the app provides, the guards that read the traveller's
 * choices and the server's refusals, and the actions that keep the purchase in context. The chart itself, its
 * choosing and paying parts, are built on it (ancillary-purchase.machine.ts).
 */
export const ancillaryPurchaseSetup = setup({
  types: { context: {} as PurchaseContext, events: {} as PurchaseEvent, tags: {} as PageTag<PurchasePage> },
  actors: {
    loadMyTrips: notProvided<AncillaryTrip[], void>('loadMyTrips'),
    findTrip: notProvided<AncillaryTrip[], QueryPassengerNamePayload>('findTrip'),
    checkCoupons: notProvided<CouponOffers[], { couponIds: number[] }>('checkCoupons'),
    placeOrder: notProvided<AncillaryOrder, BookPayload>('placeOrder'),
    payForOrder: paymentMachine,
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
    isAwaitingPayment: ({ event }) => (
      assertEvent(event, 'order.resume'),
      ANCILLARY_AWAITING_PAYMENT.includes(event.order.status)
    ),
    isTripNotFound: failureCodeIn(REFUSALS.tripNotFound),
    isCouponNotReachable: failureCodeIn(REFUSALS.couponNotReachable, REFUSALS.tripNotFound),
    isPriceChanged: failureCodeIn(REFUSALS.priceChanged),
    isSoldOut: failureCodeIn(REFUSALS.soldOut),
    isAlreadyBought: failureCodeIn(REFUSALS.alreadyBought),
    isCapReached: failureCodeIn(REFUSALS.capReached),
    isNotOffered: failureCodeIn(REFUSALS.notEligible, REFUSALS.itemNotOffered, REFUSALS.couponNotReachable),
    isNotCancelable: failureCodeIn(REFUSALS.notCancelable),
    isPaymentOutcome: (_, { paid, outcome }: { paid: PaymentOutput; outcome: PaymentOutput['outcome'] }) =>
      paid.outcome === outcome,
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
    rememberOrder: assign((_, { order }: { order: AncillaryOrder }) => ({ order, failure: undefined })),
    // The attempt, the wallet's share and the server's last word, for the outcome page.
    rememberPaymentOutcome: assign(({ context }, { paid }: { paid: PaymentOutput }) => ({
      payment: paid.payment,
      lastPayment: paid.lastReply,
      order: context.order && { ...context.order, walletAmount: paid.walletAmount || context.order.walletAmount },
    })),
    rememberFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    passToPayment: forwardTo('payment'),
    clearFailure: assign({ failure: undefined }),
    startOver: assign(({ context }) => ({ ...emptyPurchase, trips: context.trips })),
    resumeOrder: assign(
      ({ context, event }) => (
        assertEvent(event, 'order.resume'),
        { ...emptyPurchase, trips: context.trips, order: event.order }
      ),
    ),
  },
});
