import { assign } from 'xstate';
import type { ChangeQuote, ChangeResult } from '../contract/calls/ticket-changes';
import type { ChangeableOrder, FlightChoice } from './ticket-change-context';
import { ticketChangeMachine } from './ticket-change.machine';
import { offline, refusal } from './simulated-answers';

/**
 * How /flows, the coverage tool and the chart's tests run a change: an order of an adult and a child on one
 * flight (and the adult's used coupon of an earlier flight), the next day's flight, its quote, each answer.
 */
const coupon = (ticketId: number, passengerName: string, passengerType: 'ADT' | 'CHD', open = true) => ({
  ticketId,
  ticketNo: `880123456789${ticketId}`,
  passengerName,
  passengerType,
  segmentId: open ? 11 : 10,
  flightNo: open ? 'NS3301' : 'NS3302',
  flightDate: open ? '2026-03-10' : '2026-03-01',
  origin: 'SJW',
  destination: 'CAN',
  open,
});
export const sampleChangeableOrder: ChangeableOrder = {
  orderNo: 'O2026030100001',
  coupons: [coupon(1, '张伟', 'ADT'), coupon(2, '张小明', 'CHD'), coupon(3, '张伟', 'ADT', false)],
};
export const sampleFlightChoice: FlightChoice = {
  flightNo: 'NS3303',
  flightDate: '2026-03-11',
  departureTime: '14:30',
  arrivalTime: '17:40',
  seatsLeft: 9,
};
export const sampleChangeQuote: ChangeQuote = {
  orderNo: sampleChangeableOrder.orderNo,
  policy: 'voluntary',
  flight: {
    flightNo: 'NS3303',
    flightDate: '2026-03-11',
    origin: 'SJW',
    destination: 'CAN',
    departureAt: '2026-03-11T06:30:00.000Z',
    departureTime: '14:30',
    cabinClass: 'Y',
    bookingClass: 'H',
    seatsLeft: 9,
  },
  coupons: [
    {
      ticketId: 1,
      ticketNo: '8801234567891',
      passengerName: '张伟',
      passengerType: 'ADT',
      fromFlightNo: 'NS3301',
      fromFlightDate: '2026-03-10',
      fromBookingClass: 'H',
      fare: 800,
      newFare: 900,
      feePercent: 10,
      fee: 80,
      fareDifference: 100,
      taxDifference: 0,
      amount: 180,
    },
  ],
  totals: { fee: 80, fareDifference: 100, taxDifference: 0, amount: 180 },
  quoteToken: 'signed-quote',
  quotedAt: '2026-03-09T08:00:00.000Z',
  expiresAt: '2026-03-09T08:10:00.000Z',
};
const result = (status: ChangeResult['status']): ChangeResult => ({
  changeNo: 'CG2603090000001',
  orderNo: sampleChangeableOrder.orderNo,
  status,
  amount: 180,
  holdUntil: '2026-03-09T08:15:00.000Z',
  tickets: [{ ticketId: 1, oldTicketNo: '8801234567891', newTicketNo: status === 'done' ? '8801234567899' : null }],
  replayed: false,
});
export const sampleChangeResult = result;

/** The chart as /flows runs it: a fixed idempotency key instead of a random one. */
export const simulatedTicketChangeMachine = ticketChangeMachine.provide({
  actions: { issueIdempotencyKey: assign({ idempotencyKey: 'simulated-key' }) },
});

/** /flows and the coverage tool: every answer the server can give, each once. */
export const ticketChangeSimulation = {
  events: [
    { type: 'change.start', orderNo: sampleChangeableOrder.orderNo },
    { type: 'change.track', changeNo: 'CG2603090000001' },
    { type: 'xstate.done.actor.loadOrder', output: sampleChangeableOrder },
    offline('loadOrder'),
    { type: 'coupon.toggle', ticketId: 1 },
    { type: 'coupon.toggle', ticketId: 3 },
    { type: 'date.choose', date: '2026-03-11' },
    { type: 'xstate.done.actor.searchFlights', output: [sampleFlightChoice] },
    { type: 'xstate.done.actor.searchFlights', output: [] },
    offline('searchFlights'),
    { type: 'flight.choose', flightNo: 'NS3303', flightDate: '2026-03-11' },
    { type: 'xstate.done.actor.quoteChange', output: sampleChangeQuote },
    refusal('quoteChange', 'CHANGE_ORDER_NOT_TICKETED'),
    refusal('quoteChange', 'CHANGE_NOT_CHANGEABLE'),
    refusal('quoteChange', 'CHANGE_INFANT_WITH_ADULT'),
    refusal('quoteChange', 'CHANGE_FLIGHT_NOT_ALLOWED'),
    refusal('quoteChange', 'CHANGE_NO_SEATS'),
    offline('quoteChange'),
    { type: 'xstate.done.actor.applyChange', output: result('done') },
    { type: 'xstate.done.actor.applyChange', output: result('unpaid') },
    refusal('applyChange', 'CHANGE_QUOTE_CHANGED'),
    refusal('applyChange', 'CHANGE_NOT_CHANGEABLE'),
    refusal('applyChange', 'CHANGE_NO_SEATS'),
    refusal('applyChange', 'CHANGE_FLIGHT_NOT_ALLOWED'),
    offline('applyChange'),
    { type: 'xstate.done.actor.readChange', output: result('done') },
    { type: 'xstate.done.actor.readChange', output: result('pay_failed') },
    { type: 'xstate.done.actor.readChange', output: result('canceled') },
    { type: 'xstate.done.actor.readChange', output: result('paying') },
    offline('readChange'),
  ],
};
