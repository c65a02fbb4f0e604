import { asc, inArray } from 'drizzle-orm';
import { isToFly, ORDER_TAB_STATUSES, tabOfStatus, type OrderListData } from '../../../contract/calls/orders';
import type { OrderTab } from '../../../contract/first-load/order-tab';
import type { CallContext } from '../../calls/call';
import { orderPassengers, tickets, type OrderKind, type OrderStatus } from '../../db/schema/orders';
import { runPrepared, type PreparedStatement } from '../../db/prepared-statement';
import { requireMember } from '../accounts/sessions';
import { orderActions } from './order-details';
import { segmentsOfOrders } from './order-segments-query';

/**
 * The tab's count, the status of the member's newest order of any tab (which tab the page opens on) and the
 * tab's page, newest first: one statement, prepared once, that always returns a row (the page's columns null
 * when it is empty). Served by orders_member_created.
 */
const memberOrdersPage: PreparedStatement = {
  name: 'member_orders_page_v1',
  parameterTypes: ['text', 'text[]', 'int', 'int'],
  text: `SELECT t.total, n.status AS newest_status, p.order_no, p.pnr, p.kind, p.status, p.created_at, p.hold_until,
      p.total_amount, p.total_points
    FROM (SELECT count(*)::int AS total FROM orders WHERE member_id = $1 AND status = ANY($2)) t
    LEFT JOIN LATERAL (
      SELECT status FROM orders WHERE member_id = $1 ORDER BY created_at DESC, order_no DESC LIMIT 1
    ) n ON true
    LEFT JOIN LATERAL (
      SELECT order_no, pnr, kind, status, created_at, hold_until, total_amount, total_points FROM orders
      WHERE member_id = $1 AND status = ANY($2) ORDER BY created_at DESC, order_no DESC LIMIT $3 OFFSET $4
    ) p ON true
    ORDER BY p.created_at DESC, p.order_no DESC`,
};

interface PageRow {
  total: number;
  newest_status: OrderStatus | null;
  order_no: string | null;
  pnr: string | null;
  kind: OrderKind | null;
  status: OrderStatus | null;
  created_at: Date | null;
  hold_until: Date | null;
  total_amount: number | null;
  total_points: number | null;
}

/** orderList: the member's orders of one tab, newest first, a page at a time. */
export async function orderList(
  context: CallContext,
  query: { tab: OrderTab; pageNo: number; pageSize: number },
): Promise<OrderListData> {
  const { memberId } = await requireMember(context);
  const { db, locale } = context;
  const rows = await runPrepared<PageRow>(db, memberOrdersPage, [
    memberId,
    [...ORDER_TAB_STATUSES[query.tab]],
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  ]);
  const { total, newest_status: newestStatus } = rows[0]!;
  const page = rows.filter((row) => row.order_no !== null);
  const orderNos = page.map((order) => order.order_no!);
  const [segments, passengers, coupons] = await Promise.all([
    segmentsOfOrders(db, orderNos, locale),
    orderNos.length
      ? db
          .select({ orderNo: orderPassengers.orderNo, name: orderPassengers.name })
          .from(orderPassengers)
          .where(inArray(orderPassengers.orderNo, orderNos))
          .orderBy(asc(orderPassengers.id))
      : [],
    // The card offers what the detail page does (change, above all), by the same rule.
    orderNos.length ? db.select().from(tickets).where(inArray(tickets.orderNo, orderNos)) : [],
  ]);
  const now = context.clock.now();
  return {
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    newestTab: newestStatus ? tabOfStatus(newestStatus) : null,
    orders: page.map((order) => ({
      orderNo: order.order_no!,
      pnr: order.pnr!,
      kind: order.kind!,
      status: order.status!,
      createdAt: order.created_at!.toISOString(),
      holdUntil: order.hold_until!.toISOString(),
      totalAmount: order.total_amount!,
      totalPoints: order.total_points!,
      segments: (segments.get(order.order_no!) ?? []).map((segment) => ({
        flightNo: segment.flightNo,
        flightDate: segment.flightDate,
        origin: segment.departure.airport,
        destination: segment.arrival.airport,
        originCity: segment.departure.cityName,
        destinationCity: segment.arrival.cityName,
        departureTime: segment.departure.time,
        arrivalTime: segment.arrival.time,
        disruption: segment.disruption,
        toFly: coupons.some((coupon) => coupon.segmentId === segment.id && isToFly(coupon.status)),
      })),
      passengerNames: passengers
        .filter((passenger) => passenger.orderNo === order.order_no)
        .map((passenger) => passenger.name),
      actions: orderActions(
        { status: order.status!, kind: order.kind!, holdUntil: order.hold_until! },
        coupons.filter((coupon) => coupon.orderNo === order.order_no),
        segments.get(order.order_no!) ?? [],
        now,
      ),
    })),
  };
}
