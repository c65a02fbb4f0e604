import * as z from 'zod';
import { PAY_METHODS } from '../calls/payments';
import { orderNoSchema, idempotencyKeySchema } from './ancillary-fields';
import { orderData } from './ancillary-order-schemas';

/** Paying an order, refunding its items, and drawing the red envelope. */

export const ANCILLARY_PAY_METHODS = [...PAY_METHODS, 'wallet'] as const;
export type AncillaryPayMethod = (typeof ANCILLARY_PAY_METHODS)[number];

/**
 * 'wallet' pays the whole order from the red-envelope wallet. A gateway method may take part from the wallet
 * first (walletAmount) and the rest at the gateway. The wallet needs the 6-digit transaction password.
 */
export const payOrderPayload = z
  .object({
    orderNo: orderNoSchema,
    method: z.enum(ANCILLARY_PAY_METHODS),
    idempotencyKey: idempotencyKeySchema,
    walletAmount: z.number().int('wallet.errors.amount').nonnegative('wallet.errors.amount').default(0),
    transactionPassword: z
      .string()
      .regex(/^\d{6}$/, 'validation.transactionPassword')
      .optional(),
  })
  .refine(
    (payload) =>
      (payload.method !== 'wallet' && payload.walletAmount === 0) || payload.transactionPassword !== undefined,
    {
      path: ['transactionPassword'],
      message: 'validation.transactionPassword',
    },
  );
export type PayOrderPayload = z.input<typeof payOrderPayload>;

/**
 * `payment` is the gateway attempt to follow (null when the wallet paid it all): WeChat shows `url` as a QR,
 * the others send the traveller to `url`. Poll it with pay/payStatusByWeixinWeb `{ orderNo, payNo }`, whose
 * orderStatus is this order's status ('paid' when done).
 */
export const payOrderData = z.object({
  orderNo: z.string(),
  paid: z.boolean(),
  walletAmount: z.number().int(),
  amountDue: z.number().int(),
  payment: z
    .object({
      payNo: z.string(),
      method: z.enum(PAY_METHODS),
      kind: z.enum(['qr', 'redirect']),
      url: z.string(),
      expiresAt: z.string(),
      amount: z.number().int(),
    })
    .nullable(),
});
export type PayOrderData = z.infer<typeof payOrderData>;

/** Without itemIds: every refundable item of the order. */
export const refundPayload = z.object({
  orderNo: orderNoSchema,
  itemIds: z.array(z.number().int().positive()).min(1).max(36).optional(),
});
export type RefundPayload = z.input<typeof refundPayload>;
export const refundData = z.object({ orderNo: z.string(), refundedAmount: z.number().int(), order: orderData });
export type RefundData = z.infer<typeof refundData>;

export const redEnvelopeData = z.object({ orderNo: z.string(), amount: z.number().int(), transactionNo: z.string() });
export type RedEnvelopeData = z.infer<typeof redEnvelopeData>;
