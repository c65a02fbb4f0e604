import { queryOptions } from '@tanstack/react-query';
import { queryAddressCall } from '../../../../contract/calls/member/member-calls';
import type { Locale } from '../../../../contract/locales';
import {
  cancelOrderCall,
  exchangeCall,
  queryOrdersCall,
  queryProductsCall,
  type ExchangePayload,
} from '../../../../contract/points/mall-calls';
import { request } from '../../../api/request';

/** The points mall's calls (member-ffp/pointMall), and the delivery addresses it sends goods to. */
export const mallQueries = {
  products: (locale: Locale) =>
    queryOptions({
      queryKey: ['pointMall', 'products', locale],
      queryFn: ({ signal }) => request(queryProductsCall, {}, { signal }),
    }),
  orders: (locale: Locale) =>
    queryOptions({
      queryKey: ['pointMall', 'orders', locale],
      queryFn: ({ signal }) => request(queryOrdersCall, {}, { signal }),
    }),
  /** Same key as /member/myAddress's list, so an address added there shows here. */
  addresses: () =>
    queryOptions({
      queryKey: ['member', 'addresses'],
      queryFn: ({ signal }) => request(queryAddressCall, {}, { signal }),
    }),
};

export const mallApi = {
  exchange: (payload: ExchangePayload) => request(exchangeCall, payload),
  cancel: (orderNo: string) => request(cancelOrderCall, { orderNo }),
};
