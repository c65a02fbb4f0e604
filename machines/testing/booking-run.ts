import { assign, createActor } from 'xstate';
import type { FlightSearch } from '../../contract/first-load/flight-search-rules';
import { bookingMachine, type BookingEvent } from '../booking.machine';
import { sampleInbound, sampleOrderDraft, sampleOutbound, sampleRoundTrip } from '../booking.simulation';
import { OFFER_VALIDITY_MS, type PlacedOrder, type PlaceOrderInput } from '../booking-trip';
import { answerFrom, type Outcome } from './queued-answers';

export const roundTrip = sampleRoundTrip;
export const oneWay: FlightSearch = { ...roundTrip, tripType: 'oneWay', returnDate: undefined };
export const outbound = sampleOutbound;
export const inbound = sampleInbound;
export const draft = sampleOrderDraft;
export const placed: PlacedOrder = {
  orderNo: 'O1',
  pnr: 'HX7Q2P',
  status: 'unpaid',
  holdUntil: new Date(10 * OFFER_VALIDITY_MS).toISOString(),
  totalAmount: 1200,
  totalPoints: 0,
};

/** A wizard whose order call answers from a queue of outcomes (pending once the queue is empty), recording each call. */
export function startWizard(outcomes: Outcome<PlacedOrder>[] = []) {
  const calls: PlaceOrderInput[] = [];
  let keys = 0;
  const machine = bookingMachine.provide({
    actors: {
      placeOrder: answerFrom(outcomes, calls),
    },
    actions: { issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }) },
  });
  const actor = createActor(machine).start();
  const send = (...events: BookingEvent[]) => events.forEach((event) => actor.send(event));
  const state = () => actor.getSnapshot().value;
  return { actor, send, state, calls };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const chooseRoundTrip: BookingEvent[] = [
  { type: 'trip.start', search: roundTrip, market: 'domestic', at: 0 },
  { type: 'fare.choose', leg: 'outbound', fare: outbound, at: 1000 },
  { type: 'fare.choose', leg: 'return', fare: inbound, at: 2000 },
];
export const toConfirm: BookingEvent[] = [...chooseRoundTrip, { type: 'passengers.submit', draft }];
