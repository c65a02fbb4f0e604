import { assign } from 'xstate';
import type { AncillaryOrder } from '../contract/ancillaries/ancillary-order-schemas';
import type { AncillaryTrip } from '../contract/ancillaries/ancillary-trip-schemas';
import type { CouponOffers } from '../contract/ancillaries/ancillary-offer-schemas';
import { REFUSALS, type PurchaseEvent } from './ancillary-purchase-context';
import { ancillaryPurchaseMachine } from './ancillary-purchase.machine';
import type { PaymentAttempt, PaymentOutcome, PaymentOutput } from './payment.machine';
import { refusal } from './simulated-answers';

/**
 * How /flows, the coverage tool and the chart's tests run the purchase: a booking of an adult who may still buy
 * and an infant who may not, one coupon's offers (a 10 kg bundle within a 20 kg cap), each call's answers.
 */
const place = (airport: string, time: string) => ({
  airport,
  cityName: { zhCn: airport, zhTw: airport, en: airport },
  date: '2026-03-10',
  time,
  at: `2026-03-10T${time}:00+08:00`,
});
const flight = {
  flightId: 1,
  flightNo: 'NS3301',
  flightDate: '2026-03-10',
  departure: place('SJW', '14:30'),
  arrival: place('CAN', '17:40'),
  international: false,
};
const name = (text: string) => ({ zhCn: text, zhTw: text, en: text });

export const sampleAncillaryTrip: AncillaryTrip = {
  orderNo: 'O2026031000001',
  pnr: 'HX2K9P',
  flight,
  saleClosesAt: '2026-03-10T12:30:00+08:00',
  passengers: [
    {
      couponId: 1,
      ticketNo: '8801234567891',
      name: '张伟',
      passengerType: 'ADT',
      cabinClass: 'Y',
      eligibility: { code: 'ok', message: '' },
    },
    {
      couponId: 2,
      ticketNo: '8801234567892',
      name: '张宝宝',
      passengerType: 'INF',
      cabinClass: 'Y',
      eligibility: { code: 'infant', message: '婴儿不能购买' },
    },
  ],
};

const offer = (itemCode: string, amount: number, price: number, available = true) => ({
  itemCode,
  name: name(`${amount} kg`),
  description: name(''),
  unit: 'kg' as const,
  amount,
  price,
  imageUrl: null,
  dietaryMarks: [],
  stockLeft: null,
  available,
});

export const sampleCouponOffers: CouponOffers = {
  couponId: 1,
  ticketNo: '8801234567891',
  passengerName: '张伟',
  passengerType: 'ADT',
  flight,
  eligibility: { code: 'ok', message: '' },
  saleClosesAt: '2026-03-10T12:30:00+08:00',
  freeAllowance: { unit: 'kg', amount: 20 },
  capLeft: 20,
  bought: [],
  offers: [offer('LUG10', 10, 120), offer('LUG20', 20, 220, false)],
};

export const sampleAncillaryOrder: AncillaryOrder = {
  kind: 'luggage',
  orderNo: 'LG2603100001',
  status: 'unpaid',
  totalAmount: 120,
  walletAmount: 0,
  refundedAmount: 0,
  createdAt: '2026-03-08T10:00:00+08:00',
  holdUntil: '2026-03-08T10:30:00+08:00',
  paidAt: null,
  items: [],
  redEnvelope: null,
  actions: { pay: true, cancel: true },
};

const gatewayAttempt: PaymentAttempt = {
  payNo: 'PY2603100001',
  method: 'weixin',
  kind: 'qr',
  url: 'http://localhost/sandbox/pay/qr',
  expiresAt: '2026-03-08T10:30:00+08:00',
  amount: 120,
};
/** The payment chart's outcomes, as the purchase hears them (the payment chart's own simulation walks its steps). */
const paymentEnded = (outcome: PaymentOutcome) => ({
  type: 'xstate.done.actor.payment' as const,
  output: {
    outcome,
    payment: gatewayAttempt,
    walletAmount: 0,
    lastReply: { status: 'paid', orderStatus: 'paid', refunded: false, tickets: [] },
  } satisfies PaymentOutput,
});

export const ancillaryPurchaseSimulation = {
  events: [
    { type: 'trip.choose', orderNo: sampleAncillaryTrip.orderNo },
    { type: 'trip.lookup', lookup: { ticketNo: '8801234567891', passengerName: '张伟' } },
    { type: 'coupon.toggle', couponId: 1 },
    { type: 'coupon.toggle', couponId: 2 },
    { type: 'item.toggle', couponId: 1, itemCode: 'LUG10' },
    { type: 'item.toggle', couponId: 1, itemCode: 'LUG20' },
    { type: 'payment.start', choice: { method: 'weixin', walletAmount: 0 } },
    { type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '123456' } },
    { type: 'payment.start', choice: { method: 'wallet', walletAmount: 120 } },
    { type: 'order.resume', order: sampleAncillaryOrder },
    { type: 'order.resume', order: { ...sampleAncillaryOrder, status: 'paid' } },
    { type: 'xstate.done.actor.loadMyTrips', output: [sampleAncillaryTrip] },
    { type: 'xstate.error.actor.loadMyTrips', error: { code: 'UNREACHABLE' } },
    { type: 'xstate.done.actor.findTrip', output: [sampleAncillaryTrip] },
    refusal('findTrip', REFUSALS.tripNotFound),
    refusal('findTrip', 'UNREACHABLE'),
    { type: 'xstate.done.actor.checkCoupons', output: [sampleCouponOffers] },
    refusal('checkCoupons', REFUSALS.couponNotReachable),
    refusal('checkCoupons', 'UNREACHABLE'),
    { type: 'xstate.done.actor.placeOrder', output: sampleAncillaryOrder },
    refusal('placeOrder', REFUSALS.priceChanged, { totalAmount: 150 }),
    refusal('placeOrder', REFUSALS.soldOut),
    refusal('placeOrder', REFUSALS.alreadyBought),
    refusal('placeOrder', REFUSALS.capReached),
    refusal('placeOrder', REFUSALS.notEligible),
    refusal('placeOrder', 'UNREACHABLE'),
    paymentEnded('paid'),
    paymentEnded('expired'),
    paymentEnded('cancelled'),
    paymentEnded('notPayable'),
    paymentEnded('cancelAsked'),
    { type: 'xstate.error.actor.payment', error: new Error('payment chart stopped') },
    { type: 'xstate.snapshot.payment', snapshot: {} },
    { type: 'xstate.done.actor.cancelOrder', output: { ...sampleAncillaryOrder, status: 'canceled' } },
    refusal('cancelOrder', REFUSALS.notCancelable),
    refusal('cancelOrder', 'UNREACHABLE'),
  ] satisfies (PurchaseEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown; snapshot?: unknown })[],
};

/** The chart with fixed keys: random ones would make every attempt a new state to walk. */
export const simulatedAncillaryPurchaseMachine = ancillaryPurchaseMachine.provide({
  actions: {
    issueIdempotencyKey: assign({ idempotencyKey: 'simulated-key' }),
  },
});
