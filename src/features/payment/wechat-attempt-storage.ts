import type { PayQrData } from '../../../contract/calls/payments';

const key = (orderNo: string) => `payment.wechat.${orderNo}`;

/** The QR of a WeChat attempt, kept for the tab so a reload shows it again and resumes polling. */
export function rememberWechatAttempt(storage: Storage, orderNo: string, attempt: PayQrData): void {
  storage.setItem(key(orderNo), JSON.stringify(attempt));
}

/** The remembered attempt, unless it is past its window or unreadable. */
export function recallWechatAttempt(storage: Storage, orderNo: string, now = Date.now()): PayQrData | undefined {
  try {
    const attempt = JSON.parse(storage.getItem(key(orderNo)) ?? 'null') as PayQrData | null;
    return attempt && typeof attempt.payNo === 'string' && Date.parse(attempt.expiresAt) > now ? attempt : undefined;
  } catch {
    return undefined;
  }
}

export function forgetWechatAttempt(storage: Storage, orderNo: string): void {
  storage.removeItem(key(orderNo));
}
