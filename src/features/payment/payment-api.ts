import { queryOptions } from '@tanstack/react-query';
import {
  orderAuditCall,
  payMethodCall,
  payRedirectCalls,
  payStatusCall,
  payWebByWeixinCall,
  type PayMethod,
  type PayQrData,
  type PayRedirectData,
  type PayStatusData,
} from '../../../contract/calls/payments';
import { request } from '../../api/request';

export function payMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['payment', 'methods'],
    queryFn: ({ signal }) => request(payMethodCall, {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** orderAudit: whether the order can be paid now, its amount, flights and travellers. */
export function orderAuditQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: ['payment', 'audit', orderNo],
    queryFn: ({ signal }) => request(orderAuditCall, { orderNo }, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function startWeixinPayment(orderNo: string, idempotencyKey: string): Promise<PayQrData> {
  return request(payWebByWeixinCall, { orderNo, idempotencyKey });
}

export function startRedirectPayment(
  method: Exclude<PayMethod, 'weixin'>,
  orderNo: string,
  idempotencyKey: string,
): Promise<PayRedirectData> {
  return request(payRedirectCalls[method], { orderNo, idempotencyKey });
}

/** pay/payStatusByWeixinWeb serves every method: the server's word on one attempt. */
export function fetchPaymentStatus(
  input: { orderNo: string; payNo: string },
  signal?: AbortSignal,
): Promise<PayStatusData> {
  return request(payStatusCall, input, { signal });
}
