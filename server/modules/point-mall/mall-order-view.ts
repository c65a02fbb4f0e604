import { pickLocale } from '../../../contract/localized-text';
import type { MallOrder } from '../../../contract/points/mall-calls';
import type { CallContext } from '../../calls/call';
import type { mallOrders, mallProducts } from '../../db/schema/point-mall';

/** An order as the member's list shows it, the product named in the member's language. */
export function toMallOrder(
  order: typeof mallOrders.$inferSelect,
  product: typeof mallProducts.$inferSelect,
  context: CallContext,
): MallOrder {
  return {
    orderNo: order.orderNo,
    productName: pickLocale(product.name, context.locale),
    picture: product.picture,
    kind: product.kind,
    points: order.points,
    status: order.status,
    delivery: order.delivery,
    cardCode: order.cardCode,
    createdAt: order.createdAt.toISOString(),
  };
}
