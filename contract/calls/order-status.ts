/**
 * Order statuses, the spec-3 labels and the three order tabs, without zod: the order pages and the side
 * box import this on their own. Label texts live in contract/catalogues/<locale>/orders.json.
 */
import { DEFAULT_ORDER_TAB, ORDER_TABS, type OrderTab } from '../first-load/order-tab';

export const ORDER_STATUSES = [
  'unpaid',
  'paying',
  'pay_failed',
  'awaiting_ticketing',
  'ticketed',
  'canceled',
  'changed_refunded',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/**
 * An order whose tickets are issued: ticketed, or changed or refunded in part since. Its open coupons can
 * still be refunded, changed and checked in.
 */
export const ISSUED_ORDER_STATUSES: readonly OrderStatusValue[] = ['ticketed', 'changed_refunded'];

/** Spec 3: unpaid, ticketed, awaiting ticketing, canceled, has change/refund, paying, pay failed. */
export const ORDER_STATUS_LABEL_KEYS: Record<OrderStatusValue, string> = {
  unpaid: 'orders.status.unpaid',
  paying: 'orders.status.paying',
  pay_failed: 'orders.status.payFailed',
  awaiting_ticketing: 'orders.status.awaitingTicketing',
  ticketed: 'orders.status.ticketed',
  canceled: 'orders.status.canceled',
  changed_refunded: 'orders.status.changedRefunded',
};

export const ORDER_TAB_STATUSES: Record<OrderTab, readonly OrderStatusValue[]> = {
  1: ['unpaid', 'paying', 'pay_failed', 'awaiting_ticketing'],
  2: ['ticketed', 'canceled'],
  3: ['changed_refunded'],
};

export const ORDER_TAB_LABEL_KEYS: Record<OrderTab, string> = {
  1: 'orders.tabs.unfinished',
  2: 'orders.tabs.finished',
  3: 'orders.tabs.changedRefunded',
};

export function tabOfStatus(status: OrderStatusValue): OrderTab {
  return ORDER_TABS.find((tab) => ORDER_TAB_STATUSES[tab].includes(status)) ?? DEFAULT_ORDER_TAB;
}

/** The traveller may still cancel (and pay) an order in these statuses. */
export const CANCELABLE_STATUSES: readonly OrderStatusValue[] = ['unpaid', 'pay_failed'];
export const PAYABLE_STATUSES: readonly OrderStatusValue[] = ['unpaid', 'pay_failed'];

/** How long an unpaid order holds its seats. */
export const HOLD_MINUTES = 30;

/** Refusal codes of the booking calls, for the client to act on. */
export const BOOKING_REFUSALS = {
  fareChanged: 'FARE_CHANGED',
  soldOut: 'SOLD_OUT',
  passengerAlreadyBooked: 'PASSENGER_ALREADY_BOOKED',
  flightNotBookable: 'FLIGHT_NOT_BOOKABLE',
  notEnoughPoints: 'NOT_ENOUGH_POINTS',
  realNameRequired: 'REAL_NAME_REQUIRED',
  clubRequired: 'CLUB_REQUIRED',
  /** Too many unpaid bookings held by this member, device or address (per flight or in all): pay or cancel one. */
  unpaidHoldLimit: 'UNPAID_HOLD_LIMIT',
} as const;
export const ORDER_REFUSALS = { notFound: 'ORDER_NOT_FOUND', notCancelable: 'ORDER_NOT_CANCELABLE' } as const;
