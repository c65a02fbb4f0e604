import { assign } from 'xstate';
import type { FlightSearch } from '../contract/first-load/flight-search-rules';
import { OFFER_VALIDITY_MS, type FareQuote, type OrderDraft, type PlacedOrder } from './booking-trip';
import { bookingMachine, type BookingEvent } from './booking.machine';
import { offline } from './simulated-answers';

/** How /flows and the coverage report drive the booking chart: one event of each kind, with sample payloads. */
export const sampleRoundTrip: FlightSearch = {
  tripType: 'roundTrip',
  origin: 'SJW',
  destination: 'CAN',
  departureDate: '2026-03-12',
  returnDate: '2026-03-15',
  adults: 1,
  children: 1,
  infants: 1,
};
export const sampleOutbound: FareQuote = {
  flightNo: 'NS3301',
  flightDate: '2026-03-12',
  bookingClass: 'Y',
  quotedAdultFare: 1200,
};
export const sampleInbound: FareQuote = {
  flightNo: 'NS3302',
  flightDate: '2026-03-15',
  bookingClass: 'Y',
  quotedAdultFare: 1100,
};
const order: PlacedOrder = {
  orderNo: 'O2026031200001',
  pnr: 'HX7Q2P',
  status: 'unpaid',
  holdUntil: new Date(OFFER_VALIDITY_MS).toISOString(),
  totalAmount: 2900,
  totalPoints: 0,
};
const contact = { name: '张伟', mobile: '13800138000', email: 'zw@example.com' };
const adult = {
  passengerType: 'ADT',
  name: '张伟',
  documentType: '0',
  documentNo: '110101199003074514',
  birthDate: '1990-03-07',
} as const;
/** One adult as the passenger page hands it over: the order's parts and the form they came from. */
export const sampleOrderDraft: OrderDraft = {
  passengers: [adult],
  contact,
  insurance: [],
  agreementAccepted: true,
  forms: {
    passengers: [
      { ...adult, lastName: '', firstName: '', gender: '', nationality: '', issuingPlace: '', documentExpiry: '' },
    ],
    contact,
    insurance: [],
    agreementAccepted: true,
  },
};

export const bookingSimulation = {
  events: [
    { type: 'trip.start', search: sampleRoundTrip, market: 'domestic', at: 0 },
    {
      type: 'trip.start',
      search: { ...sampleRoundTrip, tripType: 'oneWay', returnDate: undefined },
      market: 'points',
      at: 0,
    },
    { type: 'fare.choose', leg: 'outbound', fare: sampleOutbound, at: 0 },
    { type: 'fare.choose', leg: 'return', fare: sampleInbound, at: 0 },
    { type: 'passengers.submit', draft: sampleOrderDraft },
    { type: 'offer.check', now: OFFER_VALIDITY_MS },
    { type: 'xstate.done.actor.placeOrder', output: order },
    {
      type: 'xstate.error.actor.placeOrder',
      error: { code: 'FARE_CHANGED', data: { segments: [{ ...sampleOutbound, currentAdultFare: 1350 }] } },
    },
    {
      type: 'xstate.error.actor.placeOrder',
      error: { code: 'FARE_CHANGED', data: { segments: [{ ...sampleInbound, currentAdultFare: 1250 }] } },
    },
    { type: 'xstate.error.actor.placeOrder', error: { code: 'SOLD_OUT', data: { flightNo: sampleOutbound.flightNo } } },
    { type: 'xstate.error.actor.placeOrder', error: { code: 'SOLD_OUT', data: { flightNo: sampleInbound.flightNo } } },
    offline('placeOrder'),
  ] satisfies (BookingEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown })[],
};

/** The chart with one fixed idempotency key: random keys would make every attempt a new state to walk. */
export const simulatedBookingMachine = bookingMachine.provide({
  actions: { issueIdempotencyKey: assign({ idempotencyKey: 'simulated-key' }) },
});
