import { advanceOrderPayload, MALL_DEV_CALLS } from '../../contract/points/mall-calls';
import { defineCall } from '../calls/call';
import { advanceMallOrder } from '../modules/point-mall/mall-orders';

/** The mall's delivery, which no user can move: a mall order advanced to shipped or delivered. */
export const mallDevCalls = [
  defineCall({
    path: MALL_DEV_CALLS.advanceOrder,
    input: advanceOrderPayload,
    appRiskCheck: 'skip',
    devTool: true,
    handle: (input, context) => advanceMallOrder(context, input.orderNo, input.to),
  }),
];
