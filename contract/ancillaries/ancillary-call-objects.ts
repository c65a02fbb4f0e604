import { contractCall } from '../call';
import { ANCILLARY_CALLS, DRAW_RED_ENVELOPE_CALL, type AncillaryKind } from './ancillary-calls';
import { bookPayload, orderData, orderListData, orderListPayload, orderNoPayload } from './ancillary-order-schemas';
import { payOrderData, payOrderPayload, redEnvelopeData, refundData, refundPayload } from './ancillary-payment-schemas';
import { priceData, priceListData, queryPriceListPayload, queryPricePayload } from './ancillary-offer-schemas';
import { queryFlightTripPayload, queryPassengerNamePayload, tripsData } from './ancillary-trip-schemas';

/**
 * The ancillary calls as contract call objects: the same ten for each kind, on its own paths (ancillary-calls.ts
 * keeps the paths zod-free for the pages that only link to them).
 */
function callsOf(kind: AncillaryKind) {
  const paths = ANCILLARY_CALLS[kind];
  return {
    queryFlightTrip: contractCall({ path: paths.queryFlightTrip, payload: queryFlightTripPayload, reply: tripsData }),
    queryPassengerName: contractCall({
      path: paths.queryPassengerName,
      payload: queryPassengerNamePayload,
      reply: tripsData,
    }),
    queryPrice: contractCall({ path: paths.queryPrice, payload: queryPricePayload, reply: priceData }),
    queryPriceList: contractCall({ path: paths.queryPriceList, payload: queryPriceListPayload, reply: priceListData }),
    book: contractCall({ path: paths.book, payload: bookPayload, reply: orderData }),
    cancel: contractCall({ path: paths.cancel, payload: orderNoPayload, reply: orderData }),
    orderList: contractCall({ path: paths.orderList, payload: orderListPayload, reply: orderListData }),
    orderDetail: contractCall({ path: paths.orderDetail, payload: orderNoPayload, reply: orderData }),
    payOrder: contractCall({ path: paths.payOrder, payload: payOrderPayload, reply: payOrderData }),
    refundTicket: contractCall({ path: paths.refundTicket, payload: refundPayload, reply: refundData }),
  };
}

export const ANCILLARY_CALL_OBJECTS = {
  luggage: callsOf('luggage'),
  meal: callsOf('meal'),
} as const satisfies Record<AncillaryKind, ReturnType<typeof callsOf>>;

export const drawRedEnvelopeCall = contractCall({
  path: DRAW_RED_ENVELOPE_CALL,
  payload: orderNoPayload,
  reply: redEnvelopeData,
});
