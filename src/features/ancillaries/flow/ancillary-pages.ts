import type { StateValue } from 'xstate';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';

/** The purchase's pages, the same steps for both kinds at each kind's spec route. */
export const PURCHASE_PAGES = {
  luggage: {
    myTrip: '/{-$locale}/serve/luggage/myTrip',
    otherTrip: '/{-$locale}/serve/luggage/tripComponent/otherTrip',
    trip: '/{-$locale}/serve/luggage/tripComponent/trip',
    checkTrip: '/{-$locale}/serve/luggage/tripComponent/checkTrip',
    buy: '/{-$locale}/serve/luggage/buyLuggage',
    confirm: '/{-$locale}/orderConfirm/createLuggage',
    pay: '/{-$locale}/luggageDefray',
  },
  meal: {
    myTrip: '/{-$locale}/serve/meals/myTrip',
    otherTrip: '/{-$locale}/serve/meals/tripComponents/otherTrip',
    trip: '/{-$locale}/serve/meals/tripComponents/trip',
    checkTrip: '/{-$locale}/serve/meals/tripComponents/checkTrip',
    buy: '/{-$locale}/serve/meals/buyMeals',
    confirm: '/{-$locale}/orderConfirm/createMeals',
    pay: '/{-$locale}/mealsDefray',
  },
} as const satisfies Record<AncillaryKind, Record<string, string>>;
export type PurchasePage = keyof (typeof PURCHASE_PAGES)['luggage'];

/** Where each kind's other pages are: the order list, an order's detail and pay page, the service's rules and prices, the start. */
export const KIND_LINKS = {
  luggage: {
    orders: '/member/order/luggageOrder',
    detail: '/luggageInfo',
    pay: '/luggageDefray',
    about: '/webViewLuggage',
    start: '/serve/luggage/myTrip',
  },
  meal: {
    orders: '/member/order/mealsOrder',
    detail: '/mealsInfo',
    pay: '/mealsDefray',
    about: '/webViewMeal',
    start: '/serve/meals/myTrip',
  },
} as const satisfies Record<AncillaryKind, Record<string, string>>;

const PAGE_OF_STATE: Record<string, PurchasePage> = {
  loadingTrips: 'myTrip',
  tripsFailed: 'myTrip',
  choosingTrip: 'myTrip',
  findingOtherTrip: 'otherTrip',
  lookingUpTrip: 'otherTrip',
  tripNotFound: 'otherTrip',
  tripLookupFailed: 'otherTrip',
  choosingCoupons: 'trip',
  checkingCoupons: 'checkTrip',
  checkRefused: 'checkTrip',
  checkFailed: 'checkTrip',
  choosingItems: 'buy',
  confirming: 'confirm',
  placingOrder: 'confirm',
  priceChanged: 'confirm',
  soldOut: 'confirm',
  alreadyBought: 'confirm',
  capReached: 'confirm',
  notOffered: 'confirm',
  orderFailed: 'confirm',
};

/** Paying, cancelling and the outcome (done, cancelled, expired) all show on the pay page. */
export function pageOfState(value: StateValue): PurchasePage {
  return typeof value === 'string' ? (PAGE_OF_STATE[value] ?? 'pay') : 'pay';
}

/** Where the tab keeps each kind's purchase (the flow host's snapshot). */
export const purchaseStorageKey = (kind: AncillaryKind) => `${kind}.purchase.flow`;
