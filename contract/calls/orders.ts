import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { calendarDateSchema } from '../flight-search';
import { CABIN_CLASSES, flightEndSchema } from './flights';
import { ORDER_STATUSES } from './order-status';
import { bookingClassSchema, flightNoSchema, ORDER_KINDS } from './book-flight';
import { ORDER_TABS } from '../first-load/order-tab';
import { flightDisruptionSchema } from './flight-status';
import { text } from '../validators/text';
import { flightLegSchema } from './flight-leg';

export * from './order-status';
export * from './book-flight';

/**
 * Payloads and reply `data` of the order calls: cancelOrder, orderList and orderDetails (booking itself is in
 * book-flight.ts, re-exported here).
 */

// cancelOrder
const orderNoSchema = text().trim().min(6, 'orders.validation.orderNo').max(32, 'orders.validation.orderNo');
export const cancelOrderPayload = z.object({ orderNo: orderNoSchema });
export type CancelOrderPayload = z.input<typeof cancelOrderPayload>;
export const cancelOrderData = z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) });
export type CancelOrderData = z.infer<typeof cancelOrderData>;

// orderList
export const ORDER_LIST_MAX_PAGE_SIZE = 50;
export const orderListPayload = z.object({
  tab: z.coerce
    .number()
    .pipe(z.union(ORDER_TABS.map((tab) => z.literal(tab))))
    .default(1),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDER_LIST_MAX_PAGE_SIZE).default(10),
});
export type OrderListPayload = z.input<typeof orderListPayload>;

export const orderSegmentSummarySchema = z.object({
  ...flightLegSchema.shape,
  originCity: z.string(),
  destinationCity: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  disruption: flightDisruptionSchema.nullable().optional(),
  /** A passenger still holds a coupon of this flight to fly (not changed away, refunded or flown). */
  toFly: z.boolean(),
});
export type OrderSegmentSummary = z.infer<typeof orderSegmentSummarySchema>;

/** What every view of an order starts with: who, what state, what it costs, how long it is held. */
const orderHeaderSchema = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  holdUntil: z.string(),
  totalAmount: z.number().int(),
  totalPoints: z.number().int(),
});

export const orderActionsSchema = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  refund: z.boolean(),
  checkIn: z.boolean(),
  /** A coupon of a cash order is ticketed and not yet flown: it may move to another flight (改期). */
  change: z.boolean(),
});
export type OrderActions = z.infer<typeof orderActionsSchema>;

export const orderSummarySchema = orderHeaderSchema.extend({
  segments: z.array(orderSegmentSummarySchema),
  passengerNames: z.array(z.string()),
  /** What the detail page would offer, so a card can offer it too (its change link). */
  actions: orderActionsSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListData = z.object({
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  orders: z.array(orderSummarySchema),
  /** The tab that holds the member's newest order (null: no orders), so the list can open where it is. */
  newestTab: z.literal(ORDER_TABS).nullable(),
});
export type OrderListData = z.infer<typeof orderListData>;

// orderDetails
export const orderDetailsPayload = z.object({ orderNo: orderNoSchema });
export type OrderDetailsPayload = z.input<typeof orderDetailsPayload>;

export const COUPON_STATUSES = ['booked', 'open', 'checked_in', 'used', 'refunded', 'exchanged', 'void'] as const;
/** A ticketed coupon its passenger may still fly: what a refund, a change or a disruption notice acts on. */
export const TO_FLY_COUPON_STATUSES = [
  'open',
  'checked_in',
] as const satisfies readonly (typeof COUPON_STATUSES)[number][];
export const isToFly = (status: string): boolean => (TO_FLY_COUPON_STATUSES as readonly string[]).includes(status);

export const orderPassengerSchema = z.object({
  id: z.number().int(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  name: z.string(),
  documentType: z.string(),
  documentNo: z.string(),
  birthDate: z.string(),
});
export type OrderPassenger = z.infer<typeof orderPassengerSchema>;

export const orderSegmentSchema = z.object({
  id: z.number().int(),
  segmentIndex: z.number().int(),
  flightNo: z.string(),
  flightDate: z.string(),
  departure: flightEndSchema,
  arrival: flightEndSchema,
  cabinClass: z.enum(CABIN_CLASSES),
  bookingClass: z.string(),
  aircraftName: z.string(),
  disruption: flightDisruptionSchema.nullable().optional(),
});
export type OrderSegment = z.infer<typeof orderSegmentSchema>;

export const orderCouponSchema = z.object({
  /** The coupon's id: what a refund or a change names it by. */
  ticketId: z.number().int(),
  passengerId: z.number().int(),
  segmentId: z.number().int(),
  fare: z.number().int(),
  airportFee: z.number().int(),
  fuelSurcharge: z.number().int(),
  points: z.number().int(),
  ticketNo: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
});
export type OrderCoupon = z.infer<typeof orderCouponSchema>;

export const orderEventSchema = z.object({
  kind: z.string(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One travel insurance policy: one product for one passenger on one segment, with its premium (CNY). */
export const orderInsurancePolicySchema = z.object({
  policyNo: z.string(),
  passengerId: z.number().int(),
  segmentId: z.number().int(),
  productCode: z.string(),
  /** The product's name in the request's language. */
  productName: z.string(),
  premium: z.number().int(),
  /** The premium went back with its coupon's refund. */
  refunded: z.boolean(),
});
export type OrderInsurancePolicy = z.infer<typeof orderInsurancePolicySchema>;

export const orderDetailsData = orderHeaderSchema.extend({
  /** The server's clock when it answered: the hold countdown runs from it, not from the browser's clock. */
  serverNow: z.string(),
  contact: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  passengers: z.array(orderPassengerSchema),
  segments: z.array(orderSegmentSchema),
  coupons: z.array(orderCouponSchema),
  /** Ordered by passenger, then segment. */
  insurance: z.array(orderInsurancePolicySchema),
  timeline: z.array(orderEventSchema),
  actions: orderActionsSchema,
});
export type OrderDetailsData = z.infer<typeof orderDetailsData>;

export const cancelOrderCall = contractCall({
  path: CALLS.cancelOrder,
  payload: cancelOrderPayload,
  reply: cancelOrderData,
});
export const orderListCall = contractCall({ path: CALLS.orderList, payload: orderListPayload, reply: orderListData });
export const orderDetailsCall = contractCall({
  path: CALLS.orderDetails,
  payload: orderDetailsPayload,
  reply: orderDetailsData,
});

/**
 * Development and test only (a production server answers 404): end-to-end tests change a fare's price
 * (the "fare changed between search and order" path) and set the seats a fare bucket has left.
 */
export const ORDER_DEV_CALLS = { setFare: '/dev/orders/setFare', setSeats: '/dev/orders/setSeats' } as const;
const devFlight = { flightNo: flightNoSchema, flightDate: calendarDateSchema, bookingClass: bookingClassSchema };
export const setFarePayload = z.object({ ...devFlight, price: z.number().int().positive() });
export const setSeatsPayload = z.object({ ...devFlight, seatsLeft: z.number().int().min(0) });
