import { ANCILLARY_REFUSALS } from '../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../contract/ancillaries/ancillary-order-schemas';
import type { AncillaryTrip, QueryPassengerNamePayload } from '../contract/ancillaries/ancillary-trip-schemas';
import type { CouponOffers } from '../contract/ancillaries/ancillary-offer-schemas';
import type { PaymentStatusReply } from './payment-polling.machine';
import type { PaymentAttempt, PaymentChoice } from './payment.machine';

/**
 * What the ancillary purchase chart knows and hears. Luggage and meals share it whole: the kind lives in the
 * actors the app provides (its calls) and in the data they bring back, never in the chart.
 */

/** A refusal or failure as the actors report it: the server's code, its message in the reader's language, its data. */
export interface PurchaseFailure {
  code: string;
  message?: string;
  /** ANC_PRICE_CHANGED carries the server's total. */
  totalAmount?: number;
}

/** One thing chosen: an item for one passenger on one flight (a coupon). */
export interface ChosenItem {
  couponId: number;
  itemCode: string;
}

/** How the order is paid: the payment chart's choice (a gateway, the wallet, or part of each). */
export type { PaymentChoice } from './payment.machine';

/** The purchase's pages, the same for both kinds: each state's tag names one. */
export type PurchasePage = 'myTrip' | 'otherTrip' | 'trip' | 'checkTrip' | 'buy' | 'confirm' | 'pay';

export interface PurchaseContext {
  trips: AncillaryTrip[];
  /** Another trip's ticket number and passenger name, as last asked. */
  lookup?: QueryPassengerNamePayload;
  /** The booking chosen: its flights and passengers are the coupons on offer. */
  orderNo?: string;
  couponIds: number[];
  offers: CouponOffers[];
  items: ChosenItem[];
  /** The total the traveller accepts; the server refuses the order when its own differs. */
  expectedTotal?: number;
  idempotencyKey?: string;
  order?: AncillaryOrder;
  payment?: PaymentAttempt;
  lastPayment?: PaymentStatusReply;
  failure?: PurchaseFailure;
}

export type PurchaseEvent =
  | { type: 'trips.reload' }
  | { type: 'trip.choose'; orderNo: string }
  | { type: 'trip.lookup'; lookup: QueryPassengerNamePayload }
  | { type: 'trip.other' }
  | { type: 'coupon.toggle'; couponId: number }
  | { type: 'coupons.confirm' }
  | { type: 'item.toggle'; couponId: number; itemCode: string }
  | { type: 'items.confirm' }
  | { type: 'items.change' }
  | { type: 'order.place' }
  | { type: 'price.accept' }
  | { type: 'payment.start'; choice: PaymentChoice }
  | { type: 'payment.otherMethod' }
  | { type: 'payment.resume' }
  | { type: 'order.cancel' }
  | { type: 'order.resume'; order: AncillaryOrder }
  | { type: 'order.expired' }
  | { type: 'purchase.again' }
  | { type: 'retry' }
  | { type: 'back' };

export const emptyPurchase: PurchaseContext = {
  trips: [],
  lookup: undefined,
  orderNo: undefined,
  couponIds: [],
  offers: [],
  items: [],
  expectedTotal: undefined,
  idempotencyKey: undefined,
  order: undefined,
  payment: undefined,
  lastPayment: undefined,
  failure: undefined,
};

export const REFUSALS = ANCILLARY_REFUSALS;

/** A failed call as the chart keeps it (AMOUNT_CHANGED carries the new total): the contract's one reader. */
export { failureOf, UNREACHABLE } from '../contract/call-failure';

/** The coupons of the chosen booking, flight by flight. */
export function tripsOfOrder(context: Pick<PurchaseContext, 'trips' | 'orderNo'>): AncillaryTrip[] {
  return context.trips.filter((trip) => trip.orderNo === context.orderNo);
}

export function isCouponBuyable(context: PurchaseContext, couponId: number): boolean {
  return tripsOfOrder(context).some((trip) =>
    trip.passengers.some((passenger) => passenger.couponId === couponId && passenger.eligibility.code === 'ok'),
  );
}

function offerOf(context: PurchaseContext, item: ChosenItem) {
  return context.offers
    .find((coupon) => coupon.couponId === item.couponId)
    ?.offers.find((offer) => offer.itemCode === item.itemCode);
}

const sameItem = (a: ChosenItem) => (b: ChosenItem) => a.couponId === b.couponId && a.itemCode === b.itemCode;

/**
 * An item may be added when its coupon may buy now, the offer is still available, and the coupon's cap (in the
 * offers' unit) leaves room beside what is already chosen for it; removing one is always allowed.
 */
export function canToggleItem(context: PurchaseContext, item: ChosenItem): boolean {
  if (context.items.some(sameItem(item))) return true;
  const coupon = context.offers.find((candidate) => candidate.couponId === item.couponId);
  const offer = offerOf(context, item);
  if (!coupon || !offer || !offer.available || coupon.eligibility.code !== 'ok') return false;
  const chosen = context.items
    .filter((other) => other.couponId === item.couponId)
    .reduce((sum, other) => sum + (offerOf(context, other)?.amount ?? 0), 0);
  return chosen + offer.amount <= coupon.capLeft;
}

export function toggledItems(context: PurchaseContext, item: ChosenItem): ChosenItem[] {
  return context.items.some(sameItem(item))
    ? context.items.filter((other) => !sameItem(item)(other))
    : [...context.items, { couponId: item.couponId, itemCode: item.itemCode }];
}

/** What the traveller sees as the total: the offers' prices of the chosen items. */
export function totalOf(context: PurchaseContext): number {
  return context.items.reduce((sum, item) => sum + (offerOf(context, item)?.price ?? 0), 0);
}

/** Items whose coupon or offer the last check no longer lists are dropped. */
export function itemsStillOffered(context: PurchaseContext): ChosenItem[] {
  return context.items.filter((item) => offerOf(context, item)?.available === true);
}
