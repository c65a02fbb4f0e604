import { queryOptions } from '@tanstack/react-query';
import {
  cancelOrderCall,
  orderDetailsCall,
  orderListCall,
  type CancelOrderData,
  type OrderDetailsData,
} from '../../../contract/calls/orders';
import type { OrderTab } from '../../../contract/first-load/order-tab';
import type { Locale } from '../../../contract/locales';
import { request } from '../../api/request';

/** The order calls the order pages make, one query per resource. Texts come in the request's language. */
export const ORDER_PAGE_SIZE = 10;

export function orderListQueryOptions(tab: OrderTab, pageNo: number, locale: Locale) {
  return queryOptions({
    queryKey: ['orders', 'list', tab, pageNo, locale],
    queryFn: ({ signal }) => request(orderListCall, { tab, pageNo, pageSize: ORDER_PAGE_SIZE }, { signal }),
  });
}

export function orderDetailsQueryOptions(orderNo: string, locale: Locale) {
  return queryOptions({
    queryKey: ['orders', 'detail', orderNo, locale],
    queryFn: async ({ signal }) => {
      const details = await request(orderDetailsCall, { orderNo }, { signal });
      // The hold counts down on the server's clock: remember how far the browser's is off.
      return { ...details, clockOffsetMs: Date.parse(details.serverNow) - Date.now() };
    },
  });
}

export type LoadedOrderDetails = OrderDetailsData & { clockOffsetMs: number };

export function cancelOrder(orderNo: string): Promise<CancelOrderData> {
  return request(cancelOrderCall, { orderNo }, { notice: true });
}
