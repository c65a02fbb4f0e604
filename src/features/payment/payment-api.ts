import { queryOptions } from '@tanstack/react-query';
import {
  orderAuditCall,
  payRedirectCalls,
  payWebByWeixinCall,
  type PayMethod,
  type PayQrData,
  type PayRedirectData,
} from '../../../contract/calls/payments';
import { request } from '../../api/request';

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
