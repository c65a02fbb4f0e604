import * as z from 'zod';
import { localizedTextSchema } from '../localized-text';
import { PAY_METHODS } from '../calls/payments';
import { ticketNumberSchema } from '../validators/ticket';
import { text } from '../validators/text';
import { ANCILLARY_KINDS } from './ancillary-calls';

/**
 * Payloads and reply `data` of the luggage and meal calls: the same shapes for both kinds, so one purchase
 * flow and one set of pages serve both. Amounts are CNY yuan; instants ISO; dates 'YYYY-MM-DD', times 'HH:mm'
 * at the airport concerned. Message keys of payload errors are under `ancillaryServer.validation`.
 */

export const DIETARY_MARKS = ['halal', 'vegetarian', 'child', 'noPork', 'diabetic'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];
/** kg and piece are luggage bundles (pieces on international routes); a meal is a portion. */
export const ITEM_UNITS = ['kg', 'piece', 'portion'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

/** Why a coupon cannot buy this kind now ('ok' when it can); the reply carries the message too. */
export const ANCILLARY_ELIGIBILITY = [
  'ok',
  'saleClosed',
  'notOffered',
  'infant',
  'couponNotOpen',
  'flightCanceled',
] as const;
export type AncillaryEligibilityCode = (typeof ANCILLARY_ELIGIBILITY)[number];

/** unpaid → paying → paid | pay_failed → paying again; unpaid → canceled (traveller or expiry); paid → refunded (every item). */
export const ANCILLARY_ORDER_STATUSES = ['unpaid', 'paying', 'pay_failed', 'paid', 'canceled', 'refunded'] as const;
export type AncillaryOrderStatus = (typeof ANCILLARY_ORDER_STATUSES)[number];
/** Per item, as the order lists show it (spec: unpaid, paid, used, refunded, canceled). 'used' once the flight left. */
export const ANCILLARY_ITEM_STATUSES = ['unpaid', 'paid', 'used', 'refunded', 'canceled'] as const;
export type AncillaryItemStatus = (typeof ANCILLARY_ITEM_STATUSES)[number];

const kindSchema = z.enum(ANCILLARY_KINDS);
const couponIdSchema = z.coerce
  .number('ancillaryServer.validation.couponId')
  .int('ancillaryServer.validation.couponId')
  .positive('ancillaryServer.validation.couponId');
const orderNoSchema = text('ancillaryServer.validation.orderNo')
  .trim()
  .regex(/^[A-Z0-9]{6,32}$/, 'ancillaryServer.validation.orderNo');
const idempotencyKeySchema = text().trim().min(8).max(64);
const airportSchema = text('ancillaryServer.validation.airport')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'ancillaryServer.validation.airport');

// ---- Trips ----

export const queryFlightTripPayload = z.object({});
/** Another trip: the ticket number and its passenger's name as ticketed (张伟 or ZHANG/WEI), both required. */
export const queryPassengerNamePayload = z.object({
  ticketNo: text('validation.ticketNumber').trim().pipe(ticketNumberSchema),
  passengerName: text('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(60, 'ancillaryServer.validation.name'),
});
export type QueryPassengerNamePayload = z.input<typeof queryPassengerNamePayload>;

export const eligibilitySchema = z.object({
  code: z.enum(ANCILLARY_ELIGIBILITY),
  /** The reason in the request's language ('' for 'ok'). */
  message: z.string(),
});
export type AncillaryEligibility = z.infer<typeof eligibilitySchema>;

export const tripAirportSchema = z.object({
  airport: z.string(),
  cityName: localizedTextSchema,
  date: z.string(),
  time: z.string(),
  at: z.string(),
});
export const tripFlightSchema = z.object({
  flightId: z.number().int(),
  flightNo: z.string(),
  flightDate: z.string(),
  departure: tripAirportSchema,
  arrival: tripAirportSchema,
  international: z.boolean(),
});
export type AncillaryTripFlight = z.infer<typeof tripFlightSchema>;

export const tripPassengerSchema = z.object({
  couponId: z.number().int(),
  ticketNo: z.string(),
  name: z.string(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  cabinClass: z.enum(['F', 'C', 'Y']),
  eligibility: eligibilitySchema,
});
export type AncillaryTripPassenger = z.infer<typeof tripPassengerSchema>;

/** One flight of one booking with its passengers, each saying whether this kind can still be bought. */
export const tripSchema = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  flight: tripFlightSchema,
  /** When this kind's sale closes for the flight (luggage 2 h, meals 24 h before departure). */
  saleClosesAt: z.string(),
  passengers: z.array(tripPassengerSchema),
});
export type AncillaryTrip = z.infer<typeof tripSchema>;
export const tripsData = z.object({ kind: kindSchema, trips: z.array(tripSchema) });
export type TripsData = z.infer<typeof tripsData>;

// ---- Items, prices (the check step) and the public price list ----

/** One thing for sale: a luggage bundle (10 kg, 1 piece) or a meal; the same shape for both kinds. */
export const offerSchema = z.object({
  itemCode: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  unit: z.enum(ITEM_UNITS),
  /** How much one purchase is: 10 (kg), 1 (piece), 1 (portion). */
  amount: z.number().int(),
  price: z.number().int(),
  /** A meal's picture, served from public/ ('/images/meals/…'); null for luggage. */
  imageUrl: z.string().nullable(),
  dietaryMarks: z.array(z.enum(DIETARY_MARKS)),
  /** Portions left on this flight (meals); null when there is no stock (luggage). */
  stockLeft: z.number().int().nullable(),
  /** False when this coupon already has one (paid or held by an unpaid order), or it would pass the cap. */
  available: z.boolean(),
});
export type AncillaryOffer = z.infer<typeof offerSchema>;

export const queryPricePayload = z.object({
  couponIds: z
    .array(couponIdSchema)
    .min(1, 'ancillaryServer.validation.couponIds')
    .max(18, 'ancillaryServer.validation.couponIds'),
});
export type QueryPricePayload = z.input<typeof queryPricePayload>;

export const couponOffersSchema = z.object({
  couponId: z.number().int(),
  ticketNo: z.string(),
  passengerName: z.string(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  flight: tripFlightSchema,
  eligibility: eligibilitySchema,
  saleClosesAt: z.string(),
  /** The fare's free checked allowance (luggage): shown beside the bundles; null for meals. */
  freeAllowance: z.object({ unit: z.enum(['kg', 'piece']), amount: z.number().int() }).nullable(),
  /** What more this coupon may take, in the offers' unit (kg, pieces or portions). */
  capLeft: z.number().int(),
  /** Item codes this coupon already has (paid, or held by an unpaid order). */
  bought: z.array(z.string()),
  /** Empty when not eligible. */
  offers: z.array(offerSchema),
});
export type CouponOffers = z.infer<typeof couponOffersSchema>;
export const priceData = z.object({ kind: kindSchema, coupons: z.array(couponOffersSchema) });
export type PriceData = z.infer<typeof priceData>;

export const queryPriceListPayload = z.object({
  origin: airportSchema.optional(),
  destination: airportSchema.optional(),
});
export type QueryPriceListPayload = z.input<typeof queryPriceListPayload>;
/** A luggage bundle costs less when bought early: `price` from `fromDaysBefore` days before departure on. */
export const priceTierSchema = z.object({ fromDaysBefore: z.number().int(), price: z.number().int() });
export const priceListItemSchema = offerSchema.omit({ price: true, stockLeft: true, available: true }).extend({
  priceTiers: z.array(priceTierSchema),
  /** Cabins it is served in / sold for. */
  cabins: z.array(z.enum(['F', 'C', 'Y'])),
  /** A meal's departure-time slot; null for luggage. */
  mealTime: z.enum(['breakfast', 'lunch', 'dinner']).nullable(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;
export const priceListData = z.object({
  kind: kindSchema,
  routes: z.array(
    z.object({
      origin: z.string(),
      destination: z.string(),
      originName: localizedTextSchema,
      destinationName: localizedTextSchema,
      international: z.boolean(),
      items: z.array(priceListItemSchema),
    }),
  ),
});
export type PriceListData = z.infer<typeof priceListData>;

// ---- Orders ----

export const bookPayload = z.object({
  /** One submit: a retried or double-clicked submit finds the same order. */
  idempotencyKey: idempotencyKeySchema,
  items: z
    .array(z.object({ couponId: couponIdSchema, itemCode: text().trim().min(1).max(20) }))
    .min(1, 'ancillaryServer.validation.items')
    .max(36, 'ancillaryServer.validation.items'),
  /** The total the traveller saw; when the server's differs the refusal ANC_PRICE_CHANGED carries `{ totalAmount }`. */
  expectedTotal: z.number().int().nonnegative().optional(),
});
export type BookPayload = z.input<typeof bookPayload>;

export const orderNoPayload = z.object({ orderNo: orderNoSchema });
export type OrderNoPayload = z.input<typeof orderNoPayload>;

export const orderItemSchema = z.object({
  itemId: z.number().int(),
  couponId: z.number().int(),
  ticketNo: z.string(),
  passengerName: z.string(),
  flight: tripFlightSchema,
  itemCode: z.string(),
  name: localizedTextSchema,
  unit: z.enum(ITEM_UNITS),
  amount: z.number().int(),
  price: z.number().int(),
  imageUrl: z.string().nullable(),
  dietaryMarks: z.array(z.enum(DIETARY_MARKS)),
  status: z.enum(ANCILLARY_ITEM_STATUSES),
  /** The EMD (13 digits, the airline's prefix) issued when paid, tied to the ticket coupon. */
  emdNo: z.string().nullable(),
  /** Paid and the sale still open: refundTicket gives it back in full. */
  refundable: z.boolean(),
  refundClosesAt: z.string(),
});
export type AncillaryOrderItem = z.infer<typeof orderItemSchema>;

export const orderData = z.object({
  kind: kindSchema,
  orderNo: z.string(),
  status: z.enum(ANCILLARY_ORDER_STATUSES),
  totalAmount: z.number().int(),
  /** Frozen in or paid from the red-envelope wallet; the gateway takes the rest. */
  walletAmount: z.number().int(),
  refundedAmount: z.number().int(),
  createdAt: z.string(),
  /** An unpaid order expires then and gives its items (and meal stock) back. */
  holdUntil: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(orderItemSchema),
  /**
   * Meals only (null for luggage): the envelope drawn and how much of it a refund took back, and how many of
   * the order's paid coupons never had one; canDrawRedEnvelope (./red-envelope-rule.ts) reads these.
   */
  redEnvelope: z
    .object({
      amount: z.number().int().nullable(),
      returnedAmount: z.number().int().nullable(),
      unrewardedCoupons: z.number().int(),
    })
    .nullable(),
  /** Whether it may still be paid or cancelled now, by the server's clock (ancillary-order-actions.ts). */
  actions: z.object({ pay: z.boolean(), cancel: z.boolean() }),
});
export type AncillaryOrder = z.infer<typeof orderData>;

export const orderListPayload = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(ANCILLARY_ORDER_STATUSES).optional(),
});
export type OrderListPayload = z.input<typeof orderListPayload>;
export const orderListData = z.object({
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(orderData),
});
export type OrderListData = z.infer<typeof orderListData>;

// ---- Paying, refunding, the red envelope ----

export const ANCILLARY_PAY_METHODS = [...PAY_METHODS, 'wallet'] as const;
export type AncillaryPayMethod = (typeof ANCILLARY_PAY_METHODS)[number];

/**
 * 'wallet' pays the whole order from the red-envelope wallet. A gateway method may take part from the wallet
 * first (walletAmount) and the rest at the gateway. The wallet needs the 6-digit transaction password.
 */
export const payOrderPayload = z
  .object({
    orderNo: orderNoSchema,
    method: z.enum(ANCILLARY_PAY_METHODS),
    idempotencyKey: idempotencyKeySchema,
    walletAmount: z.number().int('wallet.errors.amount').nonnegative('wallet.errors.amount').default(0),
    transactionPassword: z
      .string()
      .regex(/^\d{6}$/, 'validation.transactionPassword')
      .optional(),
  })
  .refine(
    (payload) =>
      (payload.method !== 'wallet' && payload.walletAmount === 0) || payload.transactionPassword !== undefined,
    {
      path: ['transactionPassword'],
      message: 'validation.transactionPassword',
    },
  );
export type PayOrderPayload = z.input<typeof payOrderPayload>;

/**
 * `payment` is the gateway attempt to follow (null when the wallet paid it all): WeChat shows `url` as a QR,
 * the others send the traveller to `url`. Poll it with pay/payStatusByWeixinWeb `{ orderNo, payNo }`, whose
 * orderStatus is this order's status ('paid' when done).
 */
export const payOrderData = z.object({
  orderNo: z.string(),
  paid: z.boolean(),
  walletAmount: z.number().int(),
  amountDue: z.number().int(),
  payment: z
    .object({
      payNo: z.string(),
      method: z.enum(PAY_METHODS),
      kind: z.enum(['qr', 'redirect']),
      url: z.string(),
      expiresAt: z.string(),
      amount: z.number().int(),
    })
    .nullable(),
});
export type PayOrderData = z.infer<typeof payOrderData>;

/** Without itemIds: every refundable item of the order. */
export const refundPayload = z.object({
  orderNo: orderNoSchema,
  itemIds: z.array(z.number().int().positive()).min(1).max(36).optional(),
});
export type RefundPayload = z.input<typeof refundPayload>;
export const refundData = z.object({ orderNo: z.string(), refundedAmount: z.number().int(), order: orderData });
export type RefundData = z.infer<typeof refundData>;

export const redEnvelopeData = z.object({ orderNo: z.string(), amount: z.number().int(), transactionNo: z.string() });
export type RedEnvelopeData = z.infer<typeof redEnvelopeData>;

// ---- Development calls ----

export const devTicketedTripPayload = z.object({
  /** Whose booking; without one, the logged-in member's. */
  mobile: text()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
  /** The outbound flight leaves at least this many hours from now. */
  departsInHours: z
    .number()
    .min(0)
    .max(24 * 60)
    .default(72),
  /** A return flight this many days after the outbound (omit for one way). */
  returnAfterDays: z.number().int().min(1).max(30).optional(),
  passengers: z
    .object({ child: z.boolean().default(true), infant: z.boolean().default(false) })
    .default({ child: true, infant: false }),
});
export type DevTicketedTripPayload = z.input<typeof devTicketedTripPayload>;
export const devTicketedTripData = z.object({
  orders: z.array(
    z.object({
      orderNo: z.string(),
      flightId: z.number().int(),
      departureAt: z.string(),
      coupons: z.array(
        z.object({
          couponId: z.number().int(),
          ticketNo: z.string().nullable(),
          name: z.string(),
          passengerType: z.enum(['ADT', 'CHD', 'INF']),
        }),
      ),
    }),
  ),
});
export const devMealStockPayload = z.object({
  flightId: z.number().int().positive(),
  itemCode: text().min(1).max(20),
  left: z.number().int().min(0).max(999),
});
export const devWalletCreditPayload = z.object({
  amount: z.number().int().min(1).max(10_000),
  mobile: text()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
});
