import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ancillaryItems, ancillaryOrders, type AncillaryOrderStatusValue } from '../../db/schema/ancillaries';
import { translate } from '../../i18n';
import type { PayableKind } from '../../shared/payable-orders';
import { kindOfOrderNo } from './ancillary-kinds';
import { issueEmds } from './emd-numbers';

/** A luggage or meal order as the payment gateway and the wallet see it: paid, then its items get EMDs. */
export const ancillaryPayable: PayableKind = {
  owns: (orderNo) => kindOfOrderNo(orderNo) !== undefined,
  async find(db, orderNo, forUpdate = false) {
    const query = db.select().from(ancillaryOrders).where(eq(ancillaryOrders.orderNo, orderNo));
    const [order] = forUpdate ? await query.for('update') : await query;
    return order;
  },
  async move(db, orderNo, from, to) {
    const moved = await db
      .update(ancillaryOrders)
      .set({ status: to })
      .where(
        and(eq(ancillaryOrders.orderNo, orderNo), inArray(ancillaryOrders.status, from as AncillaryOrderStatusValue[])),
      )
      .returning({ orderNo: ancillaryOrders.orderNo });
    return moved.length > 0;
  },
  async markPaid(db: Db, orderNo, now) {
    await db.update(ancillaryOrders).set({ status: 'paid', paidAt: now }).where(eq(ancillaryOrders.orderNo, orderNo));
    await db
      .update(ancillaryItems)
      .set({ status: 'paid' })
      .where(and(eq(ancillaryItems.orderNo, orderNo), eq(ancillaryItems.status, 'unpaid')));
  },
  // Ancillary orders keep no timeline of their own: their items' states and the payments tell the story.
  async record() {},
  async afterPaid(context, orderNo) {
    await issueEmds(context.db, context.clock.now(), context.config.TICKET_PREFIX, orderNo);
  },
  issued: async () => [],
  subject: (locale, orderNo) => translate(locale, `ancillaryServer.subject.${kindOfOrderNo(orderNo)}`, { orderNo }),
  returnPath: (orderNo) => (kindOfOrderNo(orderNo) === 'luggage' ? '/luggageDefray' : '/mealsDefray'),
};
