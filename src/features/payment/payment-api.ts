import { queryOptions } from '@tanstack/react-query';
import {
  orderAuditCall,
  payRedirectCalls,
  payWebByWeixinCall,
  type PayMethod,
  type PayQrData,
  type PayRedirectData,
} from '../../../contract/calls/payments';
import type { PaymentAttempt, PaymentStarted } from '../../../machines/payment.machine';
import { request } from '../../api/request';
import { payOrderFromWallet } from '../../api/wallet';
import type { StartPaymentInput } from '../../ui/payment/payment-chart';
import { rememberWechatAttempt } from './wechat-attempt-storage';

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

/**
 * /defray's start call for the payment chart: the red-envelope wallet's share (wallet/payOrder), WeChat's QR (kept
 * for the tab, so a reload shows it again) or a redirect gateway's checkout, each with the attempt's one key.
 */
export async function startDefrayPayment({
  orderNo,
  idempotencyKey,
  method,
  walletAmount,
  transactionPassword,
}: StartPaymentInput): Promise<PaymentStarted> {
  if (method === 'wallet') {
    const share = await payOrderFromWallet({
      orderNo,
      amount: walletAmount,
      transactionPassword: transactionPassword ?? '',
      idempotencyKey,
    });
    return { paid: share.paid, walletAmount: share.walletAmount, payment: null };
  }
  if (method === 'weixin') {
    const attempt = await startWeixinPayment(orderNo, idempotencyKey);
    rememberWechatAttempt(sessionStorage, orderNo, attempt);
    return { paid: false, walletAmount: 0, payment: wechatAttempt(attempt) };
  }
  const { payNo, redirectUrl, expiresAt, amount } = await startRedirectPayment(method, orderNo, idempotencyKey);
  return {
    paid: false,
    walletAmount: 0,
    payment: { payNo, method, kind: 'redirect', url: redirectUrl, expiresAt, amount },
  };
}

/** A WeChat attempt as the payment chart follows it: its QR's address is the url. */
export function wechatAttempt({ payNo, qrCodeUrl, expiresAt, amount }: PayQrData): PaymentAttempt {
  return { payNo, method: 'weixin', kind: 'qr', url: qrCodeUrl, expiresAt, amount };
}
