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
  /** Gives the whole amount back; asking twice refunds once. */
  refund(tradeNo: string, reason: string): Promise<{ refundNo: string }>;
}

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
