import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import type { PurchasePage as ChartPage } from '../../../../machines/ancillary-purchase-context';

/** Where the purchase's pages are, the same steps for both kinds at each kind's spec route; the chart's states name their page by a tag. */
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
} as const satisfies Record<AncillaryKind, Record<ChartPage, string>>;
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

/** Where the tab keeps each kind's purchase (the flow host's snapshot). */
export const purchaseStorageKey = (kind: AncillaryKind) => `${kind}.purchase.flow`;
