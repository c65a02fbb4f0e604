import { queryOptions } from '@tanstack/react-query';
import { payMethodCall, payStatusCall, type PayStatusData } from '../../contract/calls/payments';
import { request } from './request';

/** The gateways the site offers (pay/payMethod), for every pay page: flights, ticket changes, luggage, meals. */
export function payMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['payment', 'methods'],
    queryFn: ({ signal }) => request(payMethodCall, {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** pay/payStatusByWeixinWeb serves every method and every order (its orderStatus is that order's): the server's word on one attempt. */
export function fetchPaymentStatus(
  input: { orderNo: string; payNo: string },
  signal?: AbortSignal,
): Promise<PayStatusData> {
  return request(payStatusCall, input, { signal });
}
