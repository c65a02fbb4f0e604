import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';
import type { PageTag } from './kit/page-tag';
import type { FlightSearch } from '../contract/first-load/flight-search-rules';
import {
  fareChangesOf,
  isOfferExpired,
  REFUSAL_CODES,
  refusalOf,
  segmentsOf,
  soldOutLegOf,
  withCurrentFares,
  type BookingMarket,
  type BookingPage,
  type FareChange,
  type FareQuote,
  type OrderRefusal,
  refusalNamesOf,
  type OrderDraft,
  type PlacedOrder,
  type PlaceOrderInput,
  type TripLeg,
} from './booking-trip';

/**
 * The booking wizard: choose the outbound fare, (round trip) the return fare, enter passengers, confirm,
 * place the order, then hand over to payment. The server checks price and seats again when the order is
 * placed: a changed fare and a sold-out cabin are states of their own where the traveller chooses. A
 * selection kept too long, or an order whose seat hold ran out, ends in offerExpired.
 */
export interface BookingContext {
  search?: FlightSearch;
  market: BookingMarket;
  outbound?: FareQuote;
  inbound?: FareQuote;
  /** When the fares were chosen (ms): a selection is an offer valid for OFFER_VALIDITY_MS. */
  selectedAt?: number;
  draft?: OrderDraft;
  /** One key per order attempt: a retry after a lost reply sends the same key, so at most one order is made. */
  idempotencyKey?: string;
  order?: PlacedOrder;
  fareChanges: FareChange[];
  soldOutLeg?: TripLeg;
  failureCode?: string;
  /** What the refusal's message names (the passenger already booked, the flight). */
  failureNames?: Record<string, string>;
}

export type BookingEvent =
  | { type: 'trip.start'; search: FlightSearch; market: BookingMarket; at: number }
  | { type: 'fare.choose'; leg: TripLeg; fare: FareQuote; at: number }
  | { type: 'passengers.submit'; draft: OrderDraft }
  | { type: 'order.submit' }
  | { type: 'order.retry' }
  | { type: 'fare.acceptNew' }
  | { type: 'fare.chooseAnother' }
  | { type: 'payment.paid' }
  | { type: 'order.expired' }
  | { type: 'offer.check'; now: number }
  | { type: 'search.restart' }
  | { type: 'step.back' };

/** The order call's failure, read once where it arrives: guards and actions get it typed. */
type RefusalParams = { refusal: OrderRefusal };
const refusalIn = ({ event }: { event: { error: unknown } }): RefusalParams => ({ refusal: refusalOf(event.error) });

const FRESH_TRIP = {
  outbound: undefined,
  inbound: undefined,
  selectedAt: undefined,
  draft: undefined,
  idempotencyKey: undefined,
  order: undefined,
  fareChanges: [],
  soldOutLeg: undefined,
  failureCode: undefined,
};
const checkOffer = { 'offer.check': { guard: 'isOfferExpired', target: '#booking.offerExpired' } } as const;

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent, tags: {} as PageTag<BookingPage> },
  actors: {
    // Filled in at the React boundary with bookFlight / bookFlightInter.
    placeOrder: notProvided<PlacedOrder, PlaceOrderInput>('placeOrder'),
  },
  guards: {
    isOutboundFare: ({ event }) => event.type === 'fare.choose' && event.leg === 'outbound',
    isOutboundOfRoundTrip: ({ context, event }) =>
      event.type === 'fare.choose' && event.leg === 'outbound' && context.search?.tripType === 'roundTrip',
    isReturnFare: ({ event }) => event.type === 'fare.choose' && event.leg === 'return',
    isRoundTrip: ({ context }) => context.search?.tripType === 'roundTrip',
    hasPassengers: ({ event }) => event.type === 'passengers.submit' && event.draft.passengers.length > 0,
    isOfferExpired: ({ context, event }) => {
      assertEvent(event, 'offer.check');
      return isOfferExpired(event.now, context.selectedAt, context.order);
    },
    isFareChanged: (_, { refusal }: RefusalParams) => refusal.code === REFUSAL_CODES.fareChanged,
    isSoldOut: (_, { refusal }: RefusalParams) => refusal.code === REFUSAL_CODES.soldOut,
    isReturnSoldOut: ({ context }) => context.soldOutLeg === 'return',
    isReturnFareChanged: ({ context }) =>
      context.fareChanges.length > 0 &&
      context.fareChanges.every((change) => change.flightNo === context.inbound?.flightNo),
  },
  actions: {
    startTrip: assign(({ event }) => {
      assertEvent(event, 'trip.start');
      return { ...FRESH_TRIP, search: event.search, market: event.market };
    }),
    rememberFare: assign(({ event }) => {
      assertEvent(event, 'fare.choose');
      const leg = event.leg === 'outbound' ? { outbound: event.fare } : { inbound: event.fare };
      return { ...leg, selectedAt: event.at };
    }),
    forgetReturnFare: assign({ inbound: undefined }),
    rememberDraft: assign({ draft: ({ event }) => (event.type === 'passengers.submit' ? event.draft : undefined) }),
    // Replaced in tests; crypto.randomUUID exists in browsers and in Node 20.
    issueIdempotencyKey: assign({ idempotencyKey: () => globalThis.crypto.randomUUID() }),
    rememberOrder: assign((_, { order }: { order: PlacedOrder }) => ({ order, failureCode: undefined })),
    rememberFareChanges: assign((_, { refusal }: RefusalParams) => ({ fareChanges: fareChangesOf(refusal) })),
    rememberSoldOutLeg: assign(({ context }, { refusal }: RefusalParams) => ({
      soldOutLeg: soldOutLegOf(refusal, context.outbound, context.inbound),
    })),
    rememberFailure: assign((_, { refusal }: RefusalParams) => ({
      failureCode: refusal.code,
      failureNames: refusalNamesOf(refusal),
    })),
    acceptCurrentFares: assign(({ context }) => ({
      outbound: withCurrentFares(context.outbound, context.fareChanges),
      inbound: withCurrentFares(context.inbound, context.fareChanges),
      fareChanges: [],
    })),
    clearSelection: assign(({ context }) => ({ ...FRESH_TRIP, search: context.search, market: context.market })),
  },
}).createMachine({
  id: 'booking',
  initial: 'choosingOutbound',
  context: { market: 'domestic', fareChanges: [] },
  on: { 'trip.start': { target: '.choosingOutbound', actions: 'startTrip' } },
  states: {
    choosingOutbound: {
      tags: ['page:results'],
      on: {
        ...checkOffer,
        'fare.choose': [
          { guard: 'isOutboundOfRoundTrip', target: 'choosingReturn', actions: ['rememberFare', 'forgetReturnFare'] },
          { guard: 'isOutboundFare', target: 'enteringPassengers', actions: 'rememberFare' },
        ],
      },
    },
    choosingReturn: {
      tags: ['page:results'],
      on: {
        ...checkOffer,
        'fare.choose': { guard: 'isReturnFare', target: 'enteringPassengers', actions: 'rememberFare' },
        'step.back': 'choosingOutbound',
      },
    },
    enteringPassengers: {
      tags: ['page:passengers'],
      on: {
        ...checkOffer,
        'passengers.submit': { guard: 'hasPassengers', target: 'confirming', actions: 'rememberDraft' },
        'step.back': [{ guard: 'isRoundTrip', target: 'choosingReturn' }, { target: 'choosingOutbound' }],
      },
    },
    confirming: {
      tags: ['page:confirm'],
      on: {
        ...checkOffer,
        'order.submit': { target: 'placingOrder', actions: 'issueIdempotencyKey' },
        'step.back': 'enteringPassengers',
      },
    },
    placingOrder: {
      tags: ['page:confirm'],
      // No way back while the order is on its way: its outcome decides where the traveller goes.
      on: { 'trip.start': {} },
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey!,
          market: context.market,
          search: context.search!,
          segments: segmentsOf(context.outbound, context.inbound),
          draft: context.draft!,
        }),
        onDone: {
          target: 'awaitingPayment',
          actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isFareChanged', params: refusalIn },
            target: 'fareChanged',
            actions: { type: 'rememberFareChanges', params: refusalIn },
          },
          {
            guard: { type: 'isSoldOut', params: refusalIn },
            target: 'soldOut',
            actions: { type: 'rememberSoldOutLeg', params: refusalIn },
          },
          { target: 'orderFailed', actions: { type: 'rememberFailure', params: refusalIn } },
        ],
      },
    },
    fareChanged: {
      tags: ['page:confirm'],
      on: {
        ...checkOffer,
        'fare.acceptNew': { target: 'placingOrder', actions: ['acceptCurrentFares', 'issueIdempotencyKey'] },
        'fare.chooseAnother': [
          { guard: 'isReturnFareChanged', target: 'choosingReturn' },
          { target: 'choosingOutbound' },
        ],
        'step.back': 'confirming',
      },
    },
    soldOut: {
      tags: ['page:confirm'],
      on: {
        ...checkOffer,
        'fare.chooseAnother': [{ guard: 'isReturnSoldOut', target: 'choosingReturn' }, { target: 'choosingOutbound' }],
        'step.back': 'confirming',
      },
    },
    orderFailed: {
      tags: ['page:confirm'],
      on: { ...checkOffer, 'order.retry': 'placingOrder', 'step.back': 'confirming' },
    },
    awaitingPayment: {
      tags: ['page:payment'],
      on: { ...checkOffer, 'payment.paid': 'paid', 'order.expired': 'offerExpired' },
    },
    offerExpired: { on: { 'search.restart': { target: 'choosingOutbound', actions: 'clearSelection' } } },
    paid: { type: 'final' },
  },
});
