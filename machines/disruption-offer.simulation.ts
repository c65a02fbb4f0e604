import type { DisruptionNotice } from '../contract/calls/disruption';
import type { ChangeQuote, ChangeResult } from '../contract/calls/ticket-changes';
import { refusal } from './simulated-answers';

/** A cancelled flight's notice, its free quote and the new ticket as the server sends them. */
export const SAMPLE_NOTICE: DisruptionNotice = {
  orderNo: 'NS2606010000001',
  flightNo: 'NS3101',
  flightDate: '2026-06-01',
  origin: '石家庄',
  destination: '广州',
  kind: 'delayed',
  expectedDeparture: '2026-06-01 11:40',
  ticketIds: [11],
  ticketNos: ['8809000000001'],
  passengerNames: ['张伟'],
  alternatives: [{ flightNo: 'NS3101', flightDate: '2026-06-02', departureTime: '08:00' }],
};
const FLIGHT = SAMPLE_NOTICE.alternatives[0]!;
export const SAMPLE_FREE_QUOTE: ChangeQuote = {
  orderNo: SAMPLE_NOTICE.orderNo,
  policy: 'disrupted',
  flight: {
    ...FLIGHT,
    origin: 'SJW',
    destination: 'CAN',
    departureAt: '2026-06-02T00:00:00.000Z',
    cabinClass: 'Y',
    bookingClass: 'Y',
    seatsLeft: 30,
  },
  coupons: [
    {
      ticketId: 11,
      ticketNo: '8809000000001',
      passengerName: '张伟',
      passengerType: 'ADT',
      fromFlightNo: 'NS3101',
      fromFlightDate: '2026-06-01',
      fromBookingClass: 'Y',
      fare: 880,
      newFare: 880,
      feePercent: 0,
      fee: 0,
      fareDifference: 0,
      taxDifference: 0,
      amount: 0,
    },
  ],
  totals: { fee: 0, fareDifference: 0, taxDifference: 0, amount: 0 },
  quoteToken: 'signed-quote',
  quotedAt: '2026-06-01T01:00:00.000Z',
  expiresAt: '2026-06-01T01:10:00.000Z',
};
export const SAMPLE_CHANGE_RESULT: ChangeResult = {
  changeNo: 'CG2606010000001',
  orderNo: SAMPLE_NOTICE.orderNo,
  status: 'done',
  amount: 0,
  holdUntil: '2026-06-01T01:15:00.000Z',
  tickets: [{ ticketId: 11, oldTicketNo: '8809000000001', newTicketNo: '8809000000002' }],
  replayed: false,
};

/** /flows and the coverage tool: every answer the server can give, each once. */
export const disruptionOfferSimulation = {
  events: [
    { type: 'notice.open', notice: SAMPLE_NOTICE },
    { type: 'change.choose', flight: FLIGHT },
    { type: 'change.confirm', idempotencyKey: 'free-change-sample' },
    { type: 'xstate.done.actor.quoteFreeChange', output: SAMPLE_FREE_QUOTE },
    refusal('quoteFreeChange', 'DISRUPTION_NOT_ELIGIBLE'),
    refusal('quoteFreeChange', 'CHANGE_FLIGHT_NOT_ALLOWED'),
    refusal('quoteFreeChange', 'CHANGE_NO_SEATS'),
    refusal('quoteFreeChange', 'UNREACHABLE'),
    { type: 'xstate.done.actor.applyFreeChange', output: SAMPLE_CHANGE_RESULT },
    refusal('applyFreeChange', 'DISRUPTION_NOT_ELIGIBLE'),
    refusal('applyFreeChange', 'CHANGE_NO_SEATS'),
    refusal('applyFreeChange', 'CHANGE_QUOTE_CHANGED'),
    refusal('applyFreeChange', 'UNREACHABLE'),
  ],
};
