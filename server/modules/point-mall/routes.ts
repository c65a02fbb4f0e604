import { cancelOrderCall, exchangeCall, queryOrdersCall, queryProductsCall } from '../../../contract/points/mall-calls';
import { defineCall, type Call } from '../../calls/call';
import { exchangeProduct } from './exchange-service';
import { queryProducts } from './mall-catalogue';
import { cancelMallOrder, queryMallOrders } from './mall-orders';

/** member-ffp/pointMall/*: the points mall (JSON calls); the rules live in the service files. */
export const pointMallCalls: Call[] = [
  defineCall(queryProductsCall, { handle: (_input, context) => queryProducts(context) }),
  defineCall(exchangeCall, { handle: (input, context) => exchangeProduct(context, input) }),
  defineCall(queryOrdersCall, { handle: (_input, context) => queryMallOrders(context) }),
  defineCall(cancelOrderCall, { handle: (input, context) => cancelMallOrder(context, input.orderNo) }),
];
