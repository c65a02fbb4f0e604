import { ANCILLARY_CALL_OBJECTS, drawRedEnvelopeCall } from '../../../contract/ancillaries/ancillary-call-objects';
import { ANCILLARY_KINDS, type AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import { queryCombiByCombiIdCall } from '../../../contract/calls/combi';
import { defineCall, type Call } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { couponOffers } from './ancillary-offers';
import { memberTrips, tripsByTicket } from './ancillary-trips';
import { bookItems } from './book-order';
import { cancelOrder } from './cancel-and-expiry';
import { combiById } from './combi-view';
import { orderList, ownOrderView } from './order-view';
import { payOrder } from './pay-order';
import { priceList } from './price-list';
import { drawRedEnvelope } from './red-envelope';
import { refundOrderItems } from './refund-items';

/** The same ten calls for each kind, on its own paths: luggage and meals differ in data, not in code. */
function callsOf(kind: AncillaryKind): Call[] {
  const calls = ANCILLARY_CALL_OBJECTS[kind];
  return [
    defineCall(calls.queryFlightTrip, { handle: (_input, context) => memberTrips(context, kind) }),
    defineCall(calls.queryPassengerName, { handle: (input, context) => tripsByTicket(context, kind, input) }),
    defineCall(calls.queryPrice, {
      handle: async (input, context) =>
        couponOffers(context, kind, (await requireMember(context)).memberId, input.couponIds),
    }),
    defineCall(calls.queryPriceList, { handle: (input, context) => priceList(context, kind, input) }),
    defineCall(calls.book, { handle: (input, context) => bookItems(context, kind, input) }),
    defineCall(calls.cancel, { handle: (input, context) => cancelOrder(context, kind, input.orderNo) }),
    defineCall(calls.orderList, {
      handle: async (input, context) => orderList(context, kind, (await requireMember(context)).memberId, input),
    }),
    defineCall(calls.orderDetail, {
      handle: async (input, context) =>
        ownOrderView(context, kind, (await requireMember(context)).memberId, input.orderNo),
    }),
    defineCall(calls.payOrder, { handle: (input, context) => payOrder(context, kind, input) }),
    defineCall(calls.refundTicket, { handle: (input, context) => refundOrderItems(context, kind, input) }),
  ];
}

export const ancillaryCalls: Call[] = [
  ...ANCILLARY_KINDS.flatMap(callsOf),
  defineCall(drawRedEnvelopeCall, { handle: (input, context) => drawRedEnvelope(context, input.orderNo) }),
  defineCall(queryCombiByCombiIdCall, { handle: (input, context) => combiById(context, input) }),
];
