import {
  bookFlightCall,
  bookFlightInterCall,
  cancelOrderCall,
  orderDetailsCall,
  orderListCall,
} from '../../../contract/calls/orders';
import { defineCall, type Call } from '../../calls/call';
import { bookOrder } from './booking-service';
import { cancelOrder } from './cancel-service';
import { orderDetails } from './order-details';
import { orderList } from './order-list';

/** Booking and order calls: wire only; the rules live in the service files. */
export const orderCalls: Call[] = [
  defineCall(bookFlightCall, { handle: (input, context) => bookOrder(context, input, ['domestic', 'points']) }),
  defineCall(bookFlightInterCall, { handle: (input, context) => bookOrder(context, input, ['international']) }),
  defineCall(cancelOrderCall, { handle: (input, context) => cancelOrder(context, input.orderNo) }),
  defineCall(orderListCall, { handle: (input, context) => orderList(context, input) }),
  defineCall(orderDetailsCall, { handle: (input, context) => orderDetails(context, input.orderNo) }),
];
