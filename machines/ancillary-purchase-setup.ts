import { assertEvent, assign, setup } from 'xstate';
import type { AncillaryOrder, BookPayload } from '../contract/ancillaries/ancillary-order-schemas';
import type { AncillaryTrip, QueryPassengerNamePayload } from '../contract/ancillaries/ancillary-trip-schemas';
import type { CouponOffers } from '../contract/ancillaries/ancillary-offer-schemas';
import type { PayOrderData, PayOrderPayload } from '../contract/ancillaries/ancillary-payment-schemas';
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
import { failureTransitions } from './kit/failure-transitions';
import { notProvided } from './kit/not-provided';
import { paymentPollingMachine, type PaymentPollOutcome } from './payment-polling.machine';

const PIN_REFUSALS: string[] = [SECURITY_REFUSALS.wrongPin, SECURITY_REFUSALS.pinNotSet, SECURITY_REFUSALS.pinLocked];
type FailureParams = { failure: PurchaseFailure };
export const { failedTo, refusedAs } = failureTransitions(failureOf);
const refusal =
  (...codes: string[]) =>
  (_: unknown, { failure }: FailureParams) =>
    codes.includes(failure.code);
const outcome =
  (status: string) =>
  (_: unknown, { outcome: polled }: { outcome: PaymentPollOutcome }) =>
    polled.reply?.status === status;
export const outcomeIn = ({ event }: { event: { output: PaymentPollOutcome } }) => ({ outcome: event.output });

/**
 * What the ancillary purchase chart works with: the calls the app provides, the guards that read the traveller's
 * choices and the server's refusals, and the actions that keep the purchase in context. The chart itself, its
 * choosing and paying parts, are built on it (ancillary-purchase.machine.ts).
 */
export const ancillaryPurchaseSetup = setup({
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
});
