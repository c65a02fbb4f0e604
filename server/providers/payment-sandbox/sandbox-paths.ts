/** The sandbox gateway's own pages, served by our server under the /sandbox API prefix. */
export const SANDBOX_PAY_PATHS = {
  checkout: '/sandbox/pay/checkout',
  approve: '/sandbox/pay/approve',
  decline: '/sandbox/pay/decline',
  card: '/sandbox/pay/card',
} as const;
