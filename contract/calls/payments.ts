import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { localizedTextSchema } from '../localized-text';
import { text } from '../validators/text';
import { flightLegSchema } from './flight-leg';

/**
 * Payloads and reply `data` of the payment calls (pay/*), the pay audit and the wait-pay guide.
 * Amounts are CNY yuan, as orders.totalAmount.
 */

export const PAY_METHODS = ['weixin', 'alipay', 'unionpay', 'yee', 'foreign'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** WeChat is paid by scanning a QR on the page; the others send the traveller to the gateway's checkout. */
export const QR_PAY_METHODS: readonly PayMethod[] = ['weixin'];

export const PAYMENT_STATUSES = ['waiting', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];
/** A poll stops at these: the server has decided. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatusValue[] = ['paid', 'failed', 'expired', 'cancelled'];

export const PAYMENT_REFUSALS = {
  orderNotFound: 'PAY_ORDER_NOT_FOUND',
  orderNotPayable: 'PAY_ORDER_NOT_PAYABLE',
  paymentNotFound: 'PAY_NOT_FOUND',
  badSignature: 'PAY_BAD_SIGNATURE',
  notificationMismatch: 'PAY_NOTIFICATION_MISMATCH',
} as const;

const orderNoSchema = text()
  .trim()
  .regex(/^[A-Z0-9]{6,32}$/, 'payment.validation.orderNo');
const payNoSchema = text()
  .trim()
  .regex(/^[A-Z0-9]{6,40}$/, 'payment.validation.payNo');

export const payMethodPayload = z.object({});
export const payMethodData = z.object({
  methods: z.array(
    z.object({ code: z.enum(PAY_METHODS), name: localizedTextSchema, kind: z.enum(['qr', 'redirect']) }),
  ),
});
export type PayMethodData = z.infer<typeof payMethodData>;

/** The client's key for one pay click (a gateway's or the wallet's): a retried request answers as the first. */
export const payIdempotencyKeySchema = text().trim().min(8).max(64);

/** One pay click: a retried request with the same key finds the same attempt. */
export const payWebPayload = z.object({
  orderNo: orderNoSchema,
  idempotencyKey: payIdempotencyKeySchema.optional(),
});
export type PayWebPayload = z.infer<typeof payWebPayload>;
export const payQrData = z.object({
  payNo: z.string(),
  qrCodeUrl: z.string(),
  expiresAt: z.string(),
  amount: z.number(),
});
export type PayQrData = z.infer<typeof payQrData>;
export const payRedirectData = z.object({
  payNo: z.string(),
  redirectUrl: z.string(),
  expiresAt: z.string(),
  amount: z.number(),
});
export type PayRedirectData = z.infer<typeof payRedirectData>;

export const payStatusPayload = z.object({ orderNo: orderNoSchema, payNo: payNoSchema });
export type PayStatusPayload = z.infer<typeof payStatusPayload>;
export const issuedTicketSchema = z.object({ passengerName: z.string(), flightNo: z.string(), ticketNo: z.string() });
export type IssuedTicket = z.infer<typeof issuedTicketSchema>;
export const payStatusData = z.object({
  status: z.enum(PAYMENT_STATUSES),
  orderStatus: z.string(),
  method: z.enum(PAY_METHODS),
  amount: z.number(),
  /** The money came for an order that could no longer take it and went back to the payer. */
  refunded: z.boolean(),
  /** Filled once the order is ticketed. */
  tickets: z.array(issuedTicketSchema),
});
export type PayStatusData = z.infer<typeof payStatusData>;

export const orderAuditPayload = z.object({ orderNo: orderNoSchema });
export const payableSegmentSchema = z.object({
  ...flightLegSchema.shape,
  departureTime: z.string(),
  arrivalTime: z.string(),
});
export const orderAuditData = z.object({
  orderNo: z.string(),
  status: z.string(),
  payable: z.boolean(),
  amount: z.number(),
  /** What the red-envelope wallet holds for the order while its payment is open: the gateway takes the rest. */
  walletAmount: z.number(),
  points: z.number(),
  holdUntil: z.string(),
  segments: z.array(payableSegmentSchema),
  passengerNames: z.array(z.string()),
  tickets: z.array(issuedTicketSchema),
});
export type OrderAuditData = z.infer<typeof orderAuditData>;

export const queryWaitPayOrderPayload = z.object({});
export const queryWaitPayOrderData = z.object({
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: z.string(),
      amount: z.number(),
      holdUntil: z.string(),
      segments: z.array(payableSegmentSchema),
    }),
  ),
});
export type QueryWaitPayOrderData = z.infer<typeof queryWaitPayOrderData>;

/** 13 digits shown as the airline prefix, a dash, then the serial: 880-1234567890. */
export function formatTicketNo(ticketNo: string): string {
  return /^\d{13}$/.test(ticketNo) ? `${ticketNo.slice(0, 3)}-${ticketNo.slice(3)}` : ticketNo;
}

export const payMethodCall = contractCall({ path: CALLS.payMethod, payload: payMethodPayload, reply: payMethodData });
export const payWebByWeixinCall = contractCall({
  path: CALLS.payWebByWeixin,
  payload: payWebPayload,
  reply: payQrData,
});
/** The methods whose attempt sends the payer to the gateway's own page. */
export const payRedirectCalls = {
  alipay: contractCall({ path: CALLS.payWebByAlipay, payload: payWebPayload, reply: payRedirectData }),
  unionpay: contractCall({ path: CALLS.payWebByUnionpayPc, payload: payWebPayload, reply: payRedirectData }),
  yee: contractCall({ path: CALLS.payWebByYee, payload: payWebPayload, reply: payRedirectData }),
  foreign: contractCall({ path: CALLS.payWebByForeign, payload: payWebPayload, reply: payRedirectData }),
} as const;
/** pay/payStatusByWeixinWeb serves every method: the server's word on one attempt. */
export const payStatusCall = contractCall({
  path: CALLS.payStatusByWeixinWeb,
  payload: payStatusPayload,
  reply: payStatusData,
});
export const orderAuditCall = contractCall({
  path: CALLS.orderAudit,
  payload: orderAuditPayload,
  reply: orderAuditData,
});
export const queryWaitPayOrderCall = contractCall({
  path: CALLS.queryWaitPayOrder,
  payload: queryWaitPayOrderPayload,
  reply: queryWaitPayOrderData,
});
