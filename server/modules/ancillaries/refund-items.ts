import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ANCILLARY_REFUSALS,
  SALE_CLOSES_HOURS,
  type AncillaryKind,
} from '../../../contract/ancillaries/ancillary-calls';
import type { RefundData } from '../../../contract/ancillaries/ancillary-payment-schemas';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders } from '../../db/schema/ancillaries';
import { flights } from '../../db/schema/schedule';
import { sandboxGateway } from '../../providers/payment-sandbox/sandbox-gateway';
import { requireMember } from '../accounts/sessions';
import { gatewayPayout } from '../refunds/gateway-payout';
import { returnWalletShare } from '../wallet/wallet-refund';
import { saleClosesAt } from './ancillary-kinds';
import { givePortionBack } from './item-holdings';
import { orderView, requireOwnOrder } from './order-view';
import { takeEnvelopeBack } from './red-envelope-return';

const sumOf = (items: { item: { price: number } }[]) => items.reduce((sum, { item }) => sum + item.price, 0);

export interface RefundDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** refundTicket: the member's paid items back in full while the sale is open; a retry refunds nothing twice. */
export async function refundOrderItems(
  context: CallContext,
  kind: AncillaryKind,
  input: { orderNo: string; itemIds?: number[] },
): Promise<RefundData> {
  const { memberId } = await requireMember(context);
  await requireOwnOrder(context, kind, memberId, input.orderNo);
  const refundedAmount = await refundPaidItems(context, input.orderNo, input.itemIds, true);
  return { orderNo: input.orderNo, refundedAmount, order: await orderView(context, input.orderNo) };
}

/**
 * Gives paid items their money back, all in one transaction under the order's lock: each item moves
 * paid → refunded once (a replay finds none left to move), the money goes back the way it came, as for a
 * flight order: the wallet's share first (one credit per item, its source the item's refund number), the rest
 * through the gateway under that same number so a resent refund pays once; meal portions return to stock.
 * A meal's drawn red envelope is taken back first (takeEnvelopeBack). `enforceClose` is the traveller's
 * rule; automatic refunds (ticket refunded, flight canceled) give back whatever the time. Returns the money
 * this call gave back.
 */
export async function refundPaidItems(
  deps: RefundDeps,
  orderNo: string,
  itemIds: number[] | undefined,
  enforceClose: boolean,
): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx.select().from(ancillaryOrders).where(eq(ancillaryOrders.orderNo, orderNo)).for('update');
    if (!order) throw new CallError(ANCILLARY_REFUSALS.orderNotFound, 'ancillaryServer.refusals.orderNotFound');
    const chosen = await tx
      .select({ item: ancillaryItems, departureAt: flights.departureAt })
      .from(ancillaryItems)
      .innerJoin(flights, eq(flights.id, ancillaryItems.flightId))
      .where(and(eq(ancillaryItems.orderNo, orderNo), itemIds ? inArray(ancillaryItems.id, itemIds) : undefined));
    const paid = chosen.filter(({ item }) => item.status === 'paid');
    if (paid.length === 0) {
      if (chosen.some(({ item }) => item.status === 'refunded')) return 0;
      throw new CallError(ANCILLARY_REFUSALS.notRefundable, 'ancillaryServer.refusals.notRefundable');
    }
    if (enforceClose && paid.some(({ departureAt }) => now >= saleClosesAt(order.kind, departureAt))) {
      throw new CallError(ANCILLARY_REFUSALS.refundClosed, 'ancillaryServer.refusals.refundClosed', {
        hours: SALE_CLOSES_HOURS[order.kind],
      });
    }
    const gateway = gatewayPayout(
      tx,
      sandboxGateway({ db: tx, clock: deps.clock, baseUrl: deps.config.PUBLIC_URL ?? '' }),
    );
    // A drawn red envelope comes back first; what the wallet no longer has comes off these items' money.
    let keptForEnvelope = await takeEnvelopeBack(tx, order, sumOf(paid), now);
    let refunded = 0;
    for (const { item } of paid) {
      await tx
        .update(ancillaryItems)
        .set({ status: 'refunded', refundedAt: now })
        .where(eq(ancillaryItems.id, item.id));
      const kept = Math.min(keptForEnvelope, item.price);
      keptForEnvelope -= kept;
      const amount = item.price - kept;
      const refundNo = `AR${item.id}`;
      const toWallet = await returnWalletShare(tx, { orderNo, memberId: order.memberId, refundNo, amount, at: now });
      if (amount > toWallet) await gateway.send({ orderNo, refundNo, amount: amount - toWallet });
      if (item.unit === 'portion') await givePortionBack(tx, item.flightId, item.itemCode);
      refunded += amount;
    }
    const stillPaid = await tx
      .select({ id: ancillaryItems.id })
      .from(ancillaryItems)
      .where(and(eq(ancillaryItems.orderNo, orderNo), eq(ancillaryItems.status, 'paid')));
    await tx
      .update(ancillaryOrders)
      .set({
        refundedAmount: sql`${ancillaryOrders.refundedAmount} + ${refunded}`,
        status: stillPaid.length ? 'paid' : 'refunded',
      })
      .where(eq(ancillaryOrders.orderNo, orderNo));
    return refunded;
  });
}
