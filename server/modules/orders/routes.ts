import { CALLS } from '../../../contract/call-paths';
import {
  bookFlightPayload,
  cancelOrderPayload,
  orderDetailsPayload,
  orderListPayload,
} from '../../../contract/calls/orders';
import { defineCall, type Call } from '../../calls/call';
import { bookOrder } from './booking-service';
import { cancelOrder } from './cancel-service';
import { orderDetails } from './order-details';
import { orderList } from './order-list';

/** Booking and order calls: wire only; the rules live in the service files. */
export const orderCalls: Call[] = [
  defineCall({
    path: CALLS.bookFlight,
    input: bookFlightPayload,
    handle: (input, context) => bookOrder(context, input, ['domestic', 'points']),
  }),
  defineCall({
    path: CALLS.bookFlightInter,
    input: bookFlightPayload,
    handle: (input, context) => bookOrder(context, input, ['international']),
  }),
  defineCall({
    path: CALLS.cancelOrder,
    input: cancelOrderPayload,
    handle: (input, context) => cancelOrder(context, input.orderNo),
  }),
  defineCall({ path: CALLS.orderList, input: orderListPayload, handle: (input, context) => orderList(context, input) }),
  defineCall({
    path: CALLS.orderDetails,
    input: orderDetailsPayload,
    handle: (input, context) => orderDetails(context, input.orderNo),
  }),
];
