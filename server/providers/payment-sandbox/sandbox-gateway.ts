import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sandboxTransactions } from '../../db/schema/payments';
import type { CheckoutRequest, PaymentGateway } from './gateway';
import { refundTrade } from './refund-trade';
import { SANDBOX_PAY_PATHS } from './sandbox-paths';
import { newTradeNo } from './trade-numbers';

/**
 * The local gateway for all five methods: its ledger lives in sandbox_* tables, its pages at
 * /sandbox/pay/…; `baseUrl` is the origin those pages are reached at.
 */
export function sandboxGateway(deps: { db: Db; clock: Clock; baseUrl: string }): PaymentGateway {
  const { db, clock } = deps;
  return {
    async createCheckout(request: CheckoutRequest) {
      const tradeNo = newTradeNo('SB', clock.now());
      await db.insert(sandboxTransactions).values({
        tradeNo,
        merchantPayNo: request.payNo,
        method: request.method,
        amount: request.amount,
        subject: request.subject,
        status: 'pending',
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
        createdAt: clock.now(),
        expiresAt: request.expiresAt,
      });
      const query = new URLSearchParams({ trade: tradeNo, lang: request.locale });
      return { tradeNo, checkoutUrl: `${deps.baseUrl}${SANDBOX_PAY_PATHS.checkout}?${query}` };
    },

    async queryStatus(tradeNo) {
      const [trade] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.tradeNo, tradeNo));
      return trade ? { status: trade.status, amount: trade.amount } : { status: 'unknown', amount: 0 };
    },

    refund: (request) => refundTrade(db, clock.now(), request),
  };
}
