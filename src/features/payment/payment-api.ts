import { queryOptions } from '@tanstack/react-query';
import { CALLS } from '../../../contract/call-paths';
import type {
  OrderAuditData,
  PayMethod,
  PayMethodData,
  PayQrData,
  PayRedirectData,
  PayStatusData,
} from '../../../contract/calls/payments';
import { callApi } from '../../api/client';

/** The call that starts an attempt with each method. */
const START_CALLS: Record<PayMethod, string> = {
  weixin: CALLS.payWebByWeixin,
  alipay: CALLS.payWebByAlipay,
  unionpay: CALLS.payWebByUnionpayPc,
  yee: CALLS.payWebByYee,
  foreign: CALLS.payWebByForeign,
};

export function payMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['payment', 'methods'],
    queryFn: ({ signal }) => callApi<PayMethodData>(CALLS.payMethod, {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** orderAudit: whether the order can be paid now, its amount, flights and travellers. */
export function orderAuditQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: ['payment', 'audit', orderNo],
    queryFn: ({ signal }) => callApi<OrderAuditData>(CALLS.orderAudit, { orderNo }, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function startWeixinPayment(orderNo: string, idempotencyKey: string): Promise<PayQrData> {
  return callApi<PayQrData>(START_CALLS.weixin, { orderNo, idempotencyKey });
}

export function startRedirectPayment(
  method: Exclude<PayMethod, 'weixin'>,
  orderNo: string,
  idempotencyKey: string,
): Promise<PayRedirectData> {
  return callApi<PayRedirectData>(START_CALLS[method], { orderNo, idempotencyKey });
}

/** pay/payStatusByWeixinWeb serves every method: the server's word on one attempt. */
export function fetchPaymentStatus(
  input: { orderNo: string; payNo: string },
  signal?: AbortSignal,
): Promise<PayStatusData> {
  return callApi<PayStatusData>(CALLS.payStatusByWeixinWeb, input, { signal });
}
