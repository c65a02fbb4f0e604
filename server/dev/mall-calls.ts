import { advanceOrderPayload, MALL_DEV_CALLS } from '../../contract/points/mall-calls';
import { devLever } from './dev-lever';
import { advanceMallOrder } from '../modules/point-mall/mall-orders';

/** The mall's delivery, which no user can move: a mall order advanced to shipped or delivered. */
export const mallDevCalls = [
  devLever({
    path: MALL_DEV_CALLS.advanceOrder,
    input: advanceOrderPayload,
    handle: (input, context) => advanceMallOrder(context, input.orderNo, input.to),
  }),
];
