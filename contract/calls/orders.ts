import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { bookingPartySchema, contactSchema, passengerInputSchema, type Passenger } from '../booking/passenger-schema';
import { calendarDateSchema } from '../flight-search';
import { agreementSchema } from '../validators/agreement';
import { CABIN_CLASSES, flightEndSchema } from './flights';
import { ORDER_STATUSES } from './order-status';
import { ORDER_TABS } from '../first-load/order-tab';
import { flightDisruptionSchema } from './flight-status';
import { text } from '../validators/text';

export * from './order-status';

/**
 * Payloads and reply `data` of the booking and order calls: bookFlight (gateway: domestic and points
 * orders), bookFlightInter (international), cancelOrder, orderList and orderDetails.
 */

export const ORDER_KINDS = ['domestic', 'international', 'points'] as const;
export type OrderKindValue = (typeof ORDER_KINDS)[number];

const flightNoSchema = text().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'search.errors.flightNo');
const bookingClassSchema = text().regex(/^[A-Z]$/, 'validation.cabin');

/** One traveller as booked: the passengers contract's schema (document, names, dates). */
export const bookingPassengerSchema = passengerInputSchema;
export type BookingPassenger = Passenger;
/** Spec 5: booking requires a contact name, a valid mobile and an email. */
export const bookingContactSchema = contactSchema;

export const bookingSegmentSchema = z.object({
  flightNo: flightNoSchema,
  flightDate: calendarDateSchema,
  bookingClass: bookingClassSchema,
  /** The adult fare the traveller saw (CNY, without taxes): a different current fare refuses with FARE_CHANGED. */
  quotedAdultFare: z.number().int().positive(),
});
export type BookingSegment = z.infer<typeof bookingSegmentSchema>;

export const bookFlightPayload = z
  .object({
    /** One client uuid per submit: a retried or double-clicked submit finds the same order. */
    idempotencyKey: text().min(8).max(64),
    orderKind: z.enum(ORDER_KINDS),
    /** Outbound, then return. */
    segments: z.array(bookingSegmentSchema).min(1).max(2),
    passengers: z.array(passengerInputSchema).min(1, 'passengers.party.empty'),
    contact: contactSchema,
    agreementAccepted: agreementSchema,
    insurance: z
      .array(z.object({ passengerIndex: z.number().int().min(0), productCode: text().min(1).max(30) }))
      .optional(),
  })
  .refine((value) => value.segments.length < 2 || value.segments[0]!.flightDate <= value.segments[1]!.flightDate, {
    message: 'orders.validation.returnBeforeOutbound',
    path: ['segments'],
  })
  .refine((value) => (value.insurance ?? []).every((choice) => choice.passengerIndex < value.passengers.length), {
    message: 'orders.validation.insurancePassenger',
    path: ['insurance'],
  })
  .superRefine((value, context) => {
    // The rules that depend on the flights (type by age, documents per market) and those between passengers.
    const trip = {
      kind: value.orderKind === 'international' ? 'international' : 'domestic',
      flightDates: value.segments.map((segment) => segment.flightDate),
    } as const;
    const party = bookingPartySchema(trip).safeParse(value.passengers);
    if (party.success) return;
    for (const issue of party.error.issues)
      context.addIssue({ code: 'custom', path: ['passengers', ...issue.path], message: issue.message });
  });
export type BookFlightPayload = z.input<typeof bookFlightPayload>;
export type BookFlightInput = z.output<typeof bookFlightPayload>;

export const bookFlightData = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  status: z.enum(ORDER_STATUSES),
  holdUntil: z.string(),
  totalAmount: z.number().int(),
  totalPoints: z.number().int(),
});
export type BookFlightData = z.infer<typeof bookFlightData>;

/** `data` of the refusals the wizard acts on. */
export const fareChangedData = z.object({
  segments: z.array(
    z.object({
      flightNo: z.string(),
      flightDate: z.string(),
      bookingClass: z.string(),
      quotedAdultFare: z.number(),
      currentAdultFare: z.number(),
    }),
  ),
});
export type FareChangedData = z.infer<typeof fareChangedData>;
export const soldOutData = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  bookingClass: z.string(),
  seatsLeft: z.number().int(),
});
export type SoldOutData = z.infer<typeof soldOutData>;
export const passengerAlreadyBookedData = z.object({ name: z.string(), flightNo: z.string(), flightDate: z.string() });
export type PassengerAlreadyBookedData = z.infer<typeof passengerAlreadyBookedData>;
export const notEnoughPointsData = z.object({ pointsNeeded: z.number().int(), pointsBalance: z.number().int() });
export type NotEnoughPointsData = z.infer<typeof notEnoughPointsData>;

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
  flightNo: z.string(),
  flightDate: z.string(),
  origin: z.string(),
  destination: z.string(),
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

export const bookFlightCall = contractCall({
  path: CALLS.bookFlight,
  payload: bookFlightPayload,
  reply: bookFlightData,
});
export const bookFlightInterCall = contractCall({
  path: CALLS.bookFlightInter,
  payload: bookFlightPayload,
  reply: bookFlightData,
});
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
