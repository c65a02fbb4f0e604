import type { FastifyInstance } from 'fastify';
import { SANDBOX_PAY_PATHS } from '../../../providers/payment-sandbox/sandbox-paths';

/** A payer in the sandbox's pages: opens the checkout, then approves, declines or types a card. */
export function sandboxPayer(app: FastifyInstance) {
  const tradeOf = (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('trade')!;
  const post = (path: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  return {
    open: (checkoutUrl: string) => {
      const url = new URL(checkoutUrl);
      return app.inject({ method: 'GET', url: url.pathname + url.search });
    },
    approve: (checkoutUrl: string) => post(SANDBOX_PAY_PATHS.approve, { trade: tradeOf(checkoutUrl), lang: 'en' }),
    decline: (checkoutUrl: string) => post(SANDBOX_PAY_PATHS.decline, { trade: tradeOf(checkoutUrl), lang: 'en' }),
    payByCard: (checkoutUrl: string, card: { cardNumber: string; expiry: string; cvv: string; holder?: string }) =>
      post(SANDBOX_PAY_PATHS.card, { trade: tradeOf(checkoutUrl), lang: 'en', holder: 'ZHANG/WEI', ...card }),
  };
}
