import { and, eq } from 'drizzle-orm';
import { payments, sandboxTransactions } from '../../../db/schema/payments';
import type { TestApp } from '../../../testing/test-app';

/** What the sandbox gateway gave back for an order's settled payments. */
export const gatewayRefunded = async (test: TestApp, orderNo: string) =>
  (
    await test.database.db
      .select({ refunded: sandboxTransactions.refundedAmount })
      .from(payments)
      .innerJoin(sandboxTransactions, eq(sandboxTransactions.merchantPayNo, payments.payNo))
      .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'paid')))
  ).map((trade) => trade.refunded);
