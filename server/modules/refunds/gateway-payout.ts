import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PaymentGateway } from '../../providers/payment-sandbox/gateway';
import type { RefundPayout } from './refund-payout';

/**
 * Money back through the gateway the order was paid with, against its settled payment. The gateway's refund
 * gives a trade back whole (PaymentGateway.refund has no amount yet), so the amount that really goes back
 * is the refund row's; the gateway's refund number is kept as the proof it was asked.
 */
export function gatewayPayout(db: Db, gateway: PaymentGateway): RefundPayout {
  return {
    async send({ orderNo, refundNo, amount }) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'paid')))
        .orderBy(desc(payments.settledAt))
        .limit(1);
      if (!payment?.gatewayTradeNo) throw new Error(`order ${orderNo} has no settled payment to send refund ${refundNo} through`);
      const { refundNo: gatewayRefundId } = await gateway.refund(payment.gatewayTradeNo, `refund ${refundNo}: ${amount} CNY`);
      return { gatewayRefundId };
    },
  };
}
