import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_TAB_STATUSES, tabOfStatus, type OrderListData } from '../../../contract/calls/orders';
import type { OrderTab } from '../../../contract/first-load/order-tab';
import type { CallContext } from '../../calls/call';
import { orderPassengers, orders, tickets } from '../../db/schema/orders';
import { requireMember } from '../accounts/sessions';
import { orderActions } from './order-details';
import { segmentsOfOrders } from './order-segments-query';

/** orderList: the member's orders of one tab, newest first, a page at a time. */
export async function orderList(
  context: CallContext,
  query: { tab: OrderTab; pageNo: number; pageSize: number },
): Promise<OrderListData> {
  const { memberId } = await requireMember(context);
  const { db, locale } = context;
  const where = and(eq(orders.memberId, memberId), inArray(orders.status, [...ORDER_TAB_STATUSES[query.tab]]));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const [newest] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(1);
  const page = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const orderNos = page.map((order) => order.orderNo);
  const segments = await segmentsOfOrders(db, orderNos, locale);
  const passengers = orderNos.length
    ? await db
        .select({ orderNo: orderPassengers.orderNo, name: orderPassengers.name })
        .from(orderPassengers)
        .where(inArray(orderPassengers.orderNo, orderNos))
        .orderBy(asc(orderPassengers.id))
    : [];
  // The card offers what the detail page does (change, above all), by the same rule.
  const coupons = orderNos.length ? await db.select().from(tickets).where(inArray(tickets.orderNo, orderNos)) : [];
  const now = context.clock.now();
  return {
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    newestTab: newest ? tabOfStatus(newest.status) : null,
    orders: page.map((order) => ({
      orderNo: order.orderNo,
      pnr: order.pnr,
      kind: order.kind,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      holdUntil: order.holdUntil.toISOString(),
      totalAmount: order.totalAmount,
      totalPoints: order.totalPoints,
      segments: (segments.get(order.orderNo) ?? []).map((segment) => ({
        flightNo: segment.flightNo,
        flightDate: segment.flightDate,
        origin: segment.departure.airport,
        destination: segment.arrival.airport,
        originCity: segment.departure.cityName,
        destinationCity: segment.arrival.cityName,
        departureTime: segment.departure.time,
        arrivalTime: segment.arrival.time,
        disruption: segment.disruption,
      })),
      passengerNames: passengers
        .filter((passenger) => passenger.orderNo === order.orderNo)
        .map((passenger) => passenger.name),
      actions: orderActions(
        order,
        coupons.filter((coupon) => coupon.orderNo === order.orderNo),
        segments.get(order.orderNo) ?? [],
        now,
      ),
    })),
  };
}
