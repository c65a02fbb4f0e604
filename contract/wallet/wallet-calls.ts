import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { payIdempotencyKeySchema } from '../calls/payments';
import { text } from '../validators/text';

/**
 * The red-envelope wallet. queryWalletAccount is spec 7's (header memberId, which must be the session's
 * member); payOrder is not in the spec's list: the wallet's share of an order, paid with the 6-digit
 * transaction password.
 */
export const WALLET_CALLS = {
  queryWalletAccount: CALLS.walletAccount,
  payOrder: '/wallet/fma/wallet/payOrder',
} as const;

export const WALLET_REFUSALS = {
  memberMismatch: 'WALLET_MEMBER_MISMATCH',
  notEnough: 'WALLET_NOT_ENOUGH',
  orderNotPayable: 'WALLET_ORDER_NOT_PAYABLE',
  alreadyHeld: 'WALLET_ALREADY_HELD',
} as const;

export const WALLET_CATEGORIES = ['redEnvelope', 'activity', 'refund', 'payment', 'expire'] as const;

export const walletAccountPayload = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** Spec 3 bill: category, date, transaction number, status, amount. */
export const walletBill = z.object({
  category: z.enum(WALLET_CATEGORIES),
  date: z.string(),
  transactionNo: z.string(),
  status: z.enum(['done']),
  amount: z.number().int(),
});
/** A credit still valid: `amount` is what is left of it; money that never expires has no `expiresOn`. */
export const redEnvelope = z.object({
  transactionNo: z.string(),
  category: z.enum(WALLET_CATEGORIES),
  amount: z.number().int(),
  date: z.string(),
  expiresOn: z.string().nullable(),
});

/** Spec 3 red envelope: total amount and frozen amount, then the bills and the envelopes still valid (summing to the total). */
export const walletAccountData = z.object({
  totalAmount: z.number().int(),
  frozenAmount: z.number().int(),
  availableAmount: z.number().int(),
  bills: z.object({
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(walletBill),
  }),
  envelopes: z.array(redEnvelope),
});
export type WalletAccountData = z.infer<typeof walletAccountData>;

export const transactionPasswordSchema = z.string().regex(/^\d{6}$/, 'validation.transactionPassword');

export const walletPayPayload = z.object({
  orderNo: text().min(1).max(32),
  amount: z.number().int('wallet.errors.amount').positive('wallet.errors.amount'),
  transactionPassword: transactionPasswordSchema,
  /** As the gateway pay calls take it: a retry of a payment that went through answers as it did. */
  idempotencyKey: payIdempotencyKeySchema.optional(),
});
export type WalletPayPayload = z.input<typeof walletPayPayload>;

export const walletPayData = z.object({
  orderNo: z.string(),
  walletAmount: z.number().int(),
  amountDue: z.number().int(),
  paid: z.boolean(),
});
export type WalletPayData = z.infer<typeof walletPayData>;

export const walletAccountCall = contractCall({
  path: WALLET_CALLS.queryWalletAccount,
  payload: walletAccountPayload,
  reply: walletAccountData,
});
export const walletPayCall = contractCall({
  path: WALLET_CALLS.payOrder,
  payload: walletPayPayload,
  reply: walletPayData,
});
