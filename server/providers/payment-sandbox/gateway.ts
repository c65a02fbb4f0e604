import type { PayMethod } from '../../../contract/calls/payments';
import type { Locale } from '../../../contract/locales';

export interface CheckoutRequest {
  payNo: string;
  method: PayMethod;
  /** CNY yuan. */
  amount: number;
  subject: string;
  locale: Locale;
  expiresAt: Date;
  /** Where the gateway sends the traveller back (redirect methods). */
  returnUrl: string;
  /** Where the gateway posts its signed notifications. */
  notifyUrl: string;
}

export interface Checkout {
  tradeNo: string;
  /** The gateway page: a checkout to redirect to, or (WeChat) the address the QR code carries. */
  checkoutUrl: string;
}

export type GatewayTradeStatus = 'pending' | 'paid' | 'declined' | 'refunded' | 'unknown';

/** What the site needs from a payment gateway; the sandbox is one implementation for all five methods. */
export interface PaymentGateway {
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  queryStatus(tradeNo: string): Promise<{ status: GatewayTradeStatus; amount: number }>;
  /**
   * Gives `amount` back, at most what the trade has left to refund; several partial refunds may follow one
   * another. Asking again with the same requestNo refunds once and answers with the same refundNo.
   */
  refund(request: RefundRequest): Promise<{ refundNo: string }>;
}

export interface RefundRequest {
  tradeNo: string;
  /** The merchant's own number for this refund: its idempotency key at the gateway. */
  requestNo: string;
  /** CNY yuan. */
  amount: number;
  reason: string;
}

/** The gateway said no: more than the trade has left, or a trade that was never paid. */
export class GatewayRefundRefused extends Error {}

/** The body of a gateway notification; `sign` is the HMAC of every other field. */
export interface GatewayNotification {
  notifyId: string;
  tradeNo: string;
  payNo: string;
  method: PayMethod;
  amount: string;
  outcome: 'paid' | 'declined';
  settledAt: string;
  cardLast4: string;
  sign: string;
}
