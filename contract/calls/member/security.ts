import * as z from 'zod';
import {
  newPasswordFields,
  passwordsMatch,
  PASSWORDS_MATCH_RULE,
  transactionPasswordSchema,
} from '../../validators/password';
import { smsCodeSchema } from '../../validators/sms-code';
import { text } from '../../validators/text';

/** password/:type: the login password (old one first) and the wallet's 6-digit transaction password. */
export const PASSWORD_PAGE_TYPES = ['login', 'transaction'] as const;
export type PasswordPageType = (typeof PASSWORD_PAGE_TYPES)[number];

export const changePasswordPayload = z
  .object({ oldPassword: text().min(1, 'validation.required').max(64), ...newPasswordFields })
  .refine(passwordsMatch, PASSWORDS_MATCH_RULE);
export type ChangePasswordPayload = z.input<typeof changePasswordPayload>;

const pinFields = { password: transactionPasswordSchema, confirmPassword: text() };
/** Setting the first one, or changing it with the current one (`oldPin`). */
export const setTransactionPasswordPayload = z
  .object({ oldPin: text().optional(), ...pinFields })
  .refine(passwordsMatch, PASSWORDS_MATCH_RULE);
export type SetTransactionPasswordPayload = z.input<typeof setTransactionPasswordPayload>;
/** Forgotten: a code to the bound mobile replaces it. */
export const resetTransactionPasswordPayload = z
  .object({ checkCode: smsCodeSchema, ...pinFields })
  .refine(passwordsMatch, PASSWORDS_MATCH_RULE);
export type ResetTransactionPasswordPayload = z.input<typeof resetTransactionPasswordPayload>;

export const transactionPasswordStatus = z.object({ isSet: z.boolean(), locked: z.boolean() });

export const loginSessionSchema = z.object({
  sessionId: z.string(),
  device: z.string(),
  /** 'loopback' | 'privateNetwork' | 'internet': the place the address tells, with the address itself. */
  place: z.enum(['loopback', 'privateNetwork', 'internet']),
  address: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;
export const queryLoginSessionsPayload = z.object({}).loose();
export const signOutSessionPayload = z.object({ sessionId: text().min(1) });

export const TRANSACTION_PASSWORD_MAX_WRONG = 5;
export const SECURITY_REFUSALS = {
  wrongOldPassword: 'M5001',
  samePassword: 'M5002',
  pinNotSet: 'M5003',
  wrongPin: 'M5004',
  pinLocked: 'M5005',
  oldPinRequired: 'M5006',
  sessionNotFound: 'M5007',
  currentSession: 'M5008',
} as const;
