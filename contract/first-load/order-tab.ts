/**
 * Spec 3 order tabs: 1 unfinished, 2 finished, 3 changed/refunded. Resetting the tab sets it to 1.
 * On their own, apart from the statuses: the order pages' search validation (in the route tree, which loads
 * with every page) needs only these.
 */
export const ORDER_TABS = [1, 2, 3] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const DEFAULT_ORDER_TAB: OrderTab = 1;
