import { luggageCall, mealCall } from '../first-load/call-path-prefixes';

/**
 * Extra luggage and meals (spec 7: luggage/v1/* under /zuul/luggage, the meal equivalents under /zuul/meal).
 * Both kinds answer the same operations with the same payloads and replies (./ancillary-*-schemas.ts): one
 * purchase flow serves both, and only the paths and the data differ. Every call needs a logged-in member
 * (spec 5) except the public price lists.
 */
export const ANCILLARY_KINDS = ['luggage', 'meal'] as const;
export type AncillaryKind = (typeof ANCILLARY_KINDS)[number];

/** The operations every kind has. drawRedEnvelope is the meals' alone. */
export type AncillaryOperation =
  | 'queryFlightTrip'
  | 'queryPassengerName'
  | 'queryPrice'
  | 'queryPriceList'
  | 'book'
  | 'cancel'
  | 'orderList'
  | 'orderDetail'
  | 'payOrder'
  | 'refundTicket';

export const ANCILLARY_CALLS = {
  luggage: {
    /** `{}` → TripsData: the member's own ticketed, not yet flown coupons, and those proven by queryPassengerName. */
    queryFlightTrip: luggageCall('queryLuggageFlightTrip'),
    /** `{ ticketNo, passengerName }` → TripsData of that ticket's booking (both facts, never the number alone). */
    queryPassengerName: luggageCall('queryPassengerName'),
    /** `{ couponIds }` → PriceData: the check step, what each chosen coupon may buy now, with prices. */
    queryPrice: luggageCall('queryLuggagePrice'),
    /** `{ origin?, destination? }` → PriceListData: the public price table (no login). */
    queryPriceList: luggageCall('queryLuggagePriceList'),
    /** BookPayload → OrderData (unpaid, held until holdUntil; prices recomputed by the server). */
    book: luggageCall('bookLuggage'),
    /** `{ orderNo }` → OrderData (canceled): only while unpaid. */
    cancel: luggageCall('cancelLuggage'),
    /** `{ pageNo?, pageSize?, status? }` → OrderListData. */
    orderList: luggageCall('orderList'),
    /** `{ orderNo }` → OrderData. */
    orderDetail: luggageCall('orderDetail'),
    /** PayOrderPayload → PayOrderData. */
    payOrder: luggageCall('payOrder'),
    /** `{ orderNo, itemIds? }` → RefundData (before the sale closes; once, whatever the retries). */
    refundTicket: luggageCall('refundTicket'),
  },
  meal: {
    queryFlightTrip: mealCall('queryMealFlightTrip'),
    queryPassengerName: mealCall('queryPassengerName'),
    queryPrice: mealCall('queryMealPrice'),
    queryPriceList: mealCall('queryMealPriceList'),
    book: mealCall('bookMeal'),
    cancel: mealCall('cancelMeal'),
    orderList: mealCall('orderList'),
    orderDetail: mealCall('orderDetail'),
    payOrder: mealCall('payOrder'),
    refundTicket: mealCall('refundTicket'),
  },
} as const satisfies Record<AncillaryKind, Record<AncillaryOperation, string>>;

/** `{ orderNo }` → RedEnvelopeData: once per paid meal order, a random amount into the wallet. */
export const DRAW_RED_ENVELOPE_CALL = mealCall('drawRedEnvelope');

/** Development and tests only (DEV_TOOLS=on). */
export const ANCILLARY_DEV_CALLS = {
  /**
   * `{ mobile?, departsInHours?, returnAfterDays?, passengers? }` → a ticketed (round) trip for a member,
   * reply `{ orderNo, tickets: [{ ticketNo, passengerName, flightNo, couponId }] }`.
   */
  ticketedTrip: '/dev/ancillaries/ticketedTrip',
  /** `{ flightId, itemCode, left }` → sets a meal's stock left on a flight (the race and sold-out cases). */
  mealStock: '/dev/ancillaries/mealStock',
  /** `{}` → runs the ancillary jobs now (expire unpaid orders), reply `{ expired }`. */
  runJobs: '/dev/ancillaries/runJobs',
  /** `{ amount, mobile? }` → puts an activity red envelope of `amount` yuan in the member's wallet, reply `{ transactionNo }`. */
  walletCredit: '/dev/ancillaries/walletCredit',
} as const;

/** Refusal codes (resultCode of a refused call); the message is translated from `ancillaryServer.refusals.<key>`. */
export const ANCILLARY_REFUSALS = {
  tripNotFound: 'ANC_TRIP_NOT_FOUND',
  couponNotReachable: 'ANC_COUPON_NOT_REACHABLE',
  notEligible: 'ANC_NOT_ELIGIBLE',
  itemNotOffered: 'ANC_ITEM_NOT_OFFERED',
  alreadyBought: 'ANC_ALREADY_BOUGHT',
  capReached: 'ANC_CAP_REACHED',
  soldOut: 'ANC_SOLD_OUT',
  priceChanged: 'ANC_PRICE_CHANGED',
  orderNotFound: 'ANC_ORDER_NOT_FOUND',
  notCancelable: 'ANC_NOT_CANCELABLE',
  notPayable: 'ANC_NOT_PAYABLE',
  refundClosed: 'ANC_REFUND_CLOSED',
  notRefundable: 'ANC_NOT_REFUNDABLE',
  envelopeNotAvailable: 'ANC_ENVELOPE_NOT_AVAILABLE',
} as const;
export type AncillaryRefusal = keyof typeof ANCILLARY_REFUSALS;

/** When the sale of each kind closes before departure (luggage 2 h, meals 24 h); a refund closes with it. */
export const SALE_CLOSES_HOURS: Record<AncillaryKind, number> = { luggage: 2, meal: 24 };
/** How long an unpaid order holds its items (and meal stock) before it expires. */
export const ANCILLARY_HOLD_MINUTES = 30;
/** At most this much prepaid luggage per passenger and segment: 40 kg at home, 2 pieces abroad. */
export const LUGGAGE_CAP = { kg: 40, piece: 2 } as const;
/** At most this many meal portions per passenger and segment. */
export const MEALS_CAP_PER_COUPON = 2;
