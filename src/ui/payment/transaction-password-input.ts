/**
 * The wallet's transaction password as an input: six digits (the contract's transactionPasswordSchema) on the
 * number pad, masked, and never offered by the browser's password manager, which would mix it up with the login.
 */
export const TRANSACTION_PASSWORD_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  autoComplete: 'off',
} as const;
