import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { PAYABLE_STATUSES } from '../../../contract/calls/order-status';
import { PAYMENT_REFUSALS, type OrderAuditData, type QueryWaitPayOrderData } from '../../../contract/calls/payments';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { orders, type OrderStatus } from '../../db/schema/orders';
import { requireMember } from '../accounts/sessions';
import { heldForOrder } from '../wallet/wallet-holds';
import { issuedTicketsOf, passengerNamesOf, segmentsOf } from './order-summary';

const WAITING_FOR_PAYMENT: OrderStatus[] = [...PAYABLE_STATUSES, 'paying'] as OrderStatus[];

/**
 * orderAudit: before paying, whether the member's order can be paid now and how much it costs. Any payable
 * kind answers (a flight order, or a ticket change's CG number); only a flight order has segments, names,
 * points and tickets of its own.
 */
export async function auditOrder(context: CallContext, orderNo: string): Promise<OrderAuditData> {
  const { memberId } = await requireMember(context);
  const payable = await context.payables.kindOf(orderNo).find(context.db, orderNo);
  if (payable?.memberId !== memberId)
    throw new CallError(PAYMENT_REFUSALS.orderNotFound, 'payment.errors.orderNotFound');
  const [order] = await context.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const payableNow =
    (WAITING_FOR_PAYMENT as readonly string[]).includes(payable.status) &&
    payable.holdUntil > context.clock.now() &&
    payable.totalAmount > 0;
  const segments = await segmentsOf(context.db, [orderNo]);
  return {
    orderNo,
    status: payable.status,
    payable: payableNow,
    amount: payable.totalAmount,
    walletAmount: await heldForOrder(context.db, orderNo),
    points: order?.totalPoints ?? 0,
    holdUntil: payable.holdUntil.toISOString(),
    segments: segments.get(orderNo) ?? [],
    passengerNames: await passengerNamesOf(context.db, orderNo),
    tickets: order?.status === 'ticketed' ? await issuedTicketsOf(context.db, orderNo) : [],
  };
}

/** queryWaitPayOrder: the member's orders still waiting for their money, soonest hold end first. */
export async function waitingPayOrders(context: CallContext): Promise<QueryWaitPayOrderData> {
  const { memberId } = await requireMember(context);
  const rows = await context.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        inArray(orders.status, WAITING_FOR_PAYMENT),
        gt(orders.holdUntil, context.clock.now()),
      ),
    )
    .orderBy(asc(orders.holdUntil))
    .limit(20);
  const segments = await segmentsOf(
    context.db,
    rows.map((row) => row.orderNo),
  );
  return {
    orders: rows.map((row) => ({
      orderNo: row.orderNo,
      status: row.status,
      amount: row.totalAmount,
      holdUntil: row.holdUntil.toISOString(),
      segments: segments.get(row.orderNo) ?? [],
    })),
  };
}
