import {
  ANCILLARY_CALLS,
  ANCILLARY_KINDS,
  DRAW_RED_ENVELOPE_CALL,
  type AncillaryKind,
} from '../../../contract/ancillaries/ancillary-calls';
import {
  bookPayload,
  orderListPayload,
  orderNoPayload,
  payOrderPayload,
  queryFlightTripPayload,
  queryPassengerNamePayload,
  queryPriceListPayload,
  queryPricePayload,
  refundPayload,
} from '../../../contract/ancillaries/ancillary-schemas';
import { queryCombiByCombiIdPayload } from '../../../contract/calls/combi';
import { CALLS } from '../../../contract/call-paths';
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
  const paths = ANCILLARY_CALLS[kind];
  return [
    defineCall({
      path: paths.queryFlightTrip,
      input: queryFlightTripPayload,
      handle: (_input, context) => memberTrips(context, kind),
    }),
    defineCall({
      path: paths.queryPassengerName,
      input: queryPassengerNamePayload,
      handle: (input, context) => tripsByTicket(context, kind, input),
    }),
    defineCall({
      path: paths.queryPrice,
      input: queryPricePayload,
      handle: async (input, context) =>
        couponOffers(context, kind, (await requireMember(context)).memberId, input.couponIds),
    }),
    defineCall({
      path: paths.queryPriceList,
      input: queryPriceListPayload,
      handle: (input, context) => priceList(context, kind, input),
    }),
    defineCall({ path: paths.book, input: bookPayload, handle: (input, context) => bookItems(context, kind, input) }),
    defineCall({
      path: paths.cancel,
      input: orderNoPayload,
      handle: (input, context) => cancelOrder(context, kind, input.orderNo),
    }),
    defineCall({
      path: paths.orderList,
      input: orderListPayload,
      handle: async (input, context) => orderList(context, kind, (await requireMember(context)).memberId, input),
    }),
    defineCall({
      path: paths.orderDetail,
      input: orderNoPayload,
      handle: async (input, context) =>
        ownOrderView(context, kind, (await requireMember(context)).memberId, input.orderNo),
    }),
    defineCall({
      path: paths.payOrder,
      input: payOrderPayload,
      handle: (input, context) => payOrder(context, kind, input),
    }),
    defineCall({
      path: paths.refundTicket,
      input: refundPayload,
      handle: (input, context) => refundOrderItems(context, kind, input),
    }),
  ];
}

export const ancillaryCalls: Call[] = [
  ...ANCILLARY_KINDS.flatMap(callsOf),
  defineCall({
    path: DRAW_RED_ENVELOPE_CALL,
    input: orderNoPayload,
    handle: (input, context) => drawRedEnvelope(context, input.orderNo),
  }),
  defineCall({
    path: CALLS.queryCombiByCombiId,
    input: queryCombiByCombiIdPayload,
    handle: (input, context) => combiById(context, input),
  }),
];
