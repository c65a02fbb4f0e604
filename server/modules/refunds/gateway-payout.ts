import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PaymentGateway } from '../../providers/payment-sandbox/gateway';
import type { RefundPayout } from './refund-payout';

/**
 * Money back through the gateway the order was paid with: the refund's own amount against the order's
 * settled payment, the refund number as the gateway's request number so a resend pays once.
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
      if (!payment?.gatewayTradeNo)
        throw new Error(`order ${orderNo} has no settled payment to send refund ${refundNo} through`);
      const { refundNo: gatewayRefundId } = await gateway.refund({
        tradeNo: payment.gatewayTradeNo,
        requestNo: refundNo,
        amount,
        reason: `refund ${refundNo}`,
      });
      return { gatewayRefundId };
    },
  };
}
