import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ANCILLARY_REFUSALS, type AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryItemStatus } from '../../../contract/ancillaries/ancillary-fields';
import type { AncillaryOrder, OrderListData } from '../../../contract/ancillaries/ancillary-order-schemas';
import { ancillaryOrderActions } from '../../../contract/ancillaries/ancillary-order-actions';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { ancillaryItems, ancillaryOrders, type AncillaryOrderStatusValue } from '../../db/schema/ancillaries';
import { tickets } from '../../db/schema/orders';
import { walletHolds } from '../../db/schema/wallet';
import { ancillaryCoupons } from './ancillary-coupons';
import { kindOfOrderNo, saleClosesAt } from './ancillary-kinds';
import { tripFlight } from './ancillary-trips';
import { redEnvelopeFacts } from './red-envelope-facts';
import { bundleNameOf } from './luggage-bundles';
import { mealImageUrl, MEALS } from './meal-menu';

/** An order as its member sees it: items with their passenger, flight, status and EMD. */
export async function orderView(context: CallContext, orderNo: string): Promise<AncillaryOrder> {
  const [order] = await context.db.select().from(ancillaryOrders).where(eq(ancillaryOrders.orderNo, orderNo));
  if (!order) throw new CallError(ANCILLARY_REFUSALS.orderNotFound, 'ancillaryServer.refusals.orderNotFound');
  const items = await context.db
    .select()
    .from(ancillaryItems)
    .where(eq(ancillaryItems.orderNo, orderNo))
    .orderBy(ancillaryItems.id);
  const coupons = new Map(
    (
      await ancillaryCoupons(
        context.db,
        context.clock,
        inArray(
          tickets.id,
          items.map((item) => item.couponId),
        ),
      )
    ).map((coupon) => [coupon.couponId, coupon]),
  );
  const now = context.clock.now();
  const kind = order.kind;
  return {
    kind,
    orderNo,
    status: order.status,
    totalAmount: order.totalAmount,
    walletAmount: await walletShare(context, orderNo),
    refundedAmount: order.refundedAmount,
    createdAt: order.createdAt.toISOString(),
    holdUntil: order.holdUntil.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    items: items.map((item) => {
      const coupon = coupons.get(item.couponId)!;
      const closesAt = saleClosesAt(kind, coupon.flight.departureAt);
      const meal = MEALS.find((candidate) => candidate.itemCode === item.itemCode);
      const status: AncillaryItemStatus =
        item.status === 'paid' && coupon.flight.departureAt <= now ? 'used' : item.status;
      return {
        itemId: item.id,
        couponId: item.couponId,
        ticketNo: coupon.ticketNo ?? '',
        passengerName: coupon.name,
        flight: tripFlight(coupon),
        itemCode: item.itemCode,
        name: meal?.name ?? bundleNameOf(item.itemCode),
        unit: item.unit as AncillaryOrder['items'][number]['unit'],
        amount: item.amount,
        price: item.price,
        imageUrl: meal ? mealImageUrl(meal.itemCode) : null,
        dietaryMarks: meal?.dietaryMarks ?? [],
        status,
        emdNo: item.emdNo,
        refundable: status === 'paid' && now < closesAt,
        refundClosesAt: closesAt.toISOString(),
      };
    }),
    redEnvelope: (await redEnvelopeFacts(context.db, order)).redEnvelope,
    actions: ancillaryOrderActions(order, now),
  };
}

/** The member's own order, or the same refusal as a missing one: another member's order does not exist for them. */
export async function ownOrderView(
  context: CallContext,
  kind: AncillaryKind,
  memberId: string,
  orderNo: string,
): Promise<AncillaryOrder> {
  await requireOwnOrder(context, kind, memberId, orderNo);
  return orderView(context, orderNo);
}

export async function requireOwnOrder(
  context: Pick<CallContext, 'db'>,
  kind: AncillaryKind,
  memberId: string,
  orderNo: string,
) {
  const [order] = await context.db.select().from(ancillaryOrders).where(eq(ancillaryOrders.orderNo, orderNo));
  if (!order || order.memberId !== memberId || order.kind !== kind || kindOfOrderNo(orderNo) !== kind) {
    throw new CallError(ANCILLARY_REFUSALS.orderNotFound, 'ancillaryServer.refusals.orderNotFound');
  }
  return order;
}

export async function orderList(
  context: CallContext,
  kind: AncillaryKind,
  memberId: string,
  page: { pageNo: number; pageSize: number; status?: AncillaryOrderStatusValue },
): Promise<OrderListData> {
  const where = and(
    eq(ancillaryOrders.memberId, memberId),
    eq(ancillaryOrders.kind, kind),
    page.status ? eq(ancillaryOrders.status, page.status) : undefined,
  );
  const [total] = await context.db.select({ total: count() }).from(ancillaryOrders).where(where);
  const rows = await context.db
    .select({ orderNo: ancillaryOrders.orderNo })
    .from(ancillaryOrders)
    .where(where)
    .orderBy(desc(ancillaryOrders.createdAt))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const list = [];
  for (const row of rows) list.push(await orderView(context, row.orderNo));
  return { total: total?.total ?? 0, pageNo: page.pageNo, pageSize: page.pageSize, list };
}

async function walletShare(context: CallContext, orderNo: string): Promise<number> {
  const [hold] = await context.db
    .select({ amount: walletHolds.amount })
    .from(walletHolds)
    .where(and(eq(walletHolds.orderNo, orderNo), inArray(walletHolds.status, ['held', 'spent'])));
  return hold?.amount ?? 0;
}
