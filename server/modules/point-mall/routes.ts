import {
  cancelOrderPayload,
  exchangePayload,
  MALL_CALLS,
  queryOrdersPayload,
  queryProductsPayload,
} from '../../../contract/points/mall-calls';
import { defineCall, type Call } from '../../calls/call';
import { exchangeProduct } from './exchange-service';
import { queryProducts } from './mall-catalogue';
import { cancelMallOrder, queryMallOrders } from './mall-orders';

/** member-ffp/pointMall/*: the points mall (JSON calls); the rules live in the service files. */
export const pointMallCalls: Call[] = [
  defineCall({
    path: MALL_CALLS.queryProducts,
    input: queryProductsPayload,
    handle: (_input, context) => queryProducts(context),
  }),
  defineCall({
    path: MALL_CALLS.exchange,
    input: exchangePayload,
    handle: (input, context) => exchangeProduct(context, input),
  }),
  defineCall({
    path: MALL_CALLS.queryOrders,
    input: queryOrdersPayload,
    handle: (_input, context) => queryMallOrders(context),
  }),
  defineCall({
    path: MALL_CALLS.cancelOrder,
    input: cancelOrderPayload,
    handle: (input, context) => cancelMallOrder(context, input.orderNo),
  }),
];
