import { queryOptions } from '@tanstack/react-query';
import type { MemberAddress } from '../../../../contract/calls/member/addresses';
import { MEMBER_CALLS } from '../../../../contract/calls/member/member-call-paths';
import type { Locale } from '../../../../contract/locales';
import {
  MALL_CALLS,
  type ExchangePayload,
  type MallOrder,
  type MallProduct,
} from '../../../../contract/points/mall-calls';
import { callApi } from '../../../api/client';

/** The points mall's calls (member-ffp/pointMall), and the delivery addresses it sends goods to. */
export const mallQueries = {
  products: (locale: Locale) =>
    queryOptions({
      queryKey: ['pointMall', 'products', locale],
      queryFn: ({ signal }) => callApi<MallProduct[]>(MALL_CALLS.queryProducts, {}, { signal }),
    }),
  orders: (locale: Locale) =>
    queryOptions({
      queryKey: ['pointMall', 'orders', locale],
      queryFn: ({ signal }) => callApi<MallOrder[]>(MALL_CALLS.queryOrders, {}, { signal }),
    }),
  /** Same key as /member/myAddress's list, so an address added there shows here. */
  addresses: () =>
    queryOptions({
      queryKey: ['member', 'addresses'],
      queryFn: ({ signal }) => callApi<MemberAddress[]>(MEMBER_CALLS.queryAddress, {}, { signal }),
    }),
};

export const mallApi = {
  exchange: (payload: ExchangePayload) => callApi<MallOrder>(MALL_CALLS.exchange, payload),
  cancel: (orderNo: string) => callApi<MallOrder>(MALL_CALLS.cancelOrder, { orderNo }),
};
