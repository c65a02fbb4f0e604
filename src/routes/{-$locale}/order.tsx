import { createFileRoute } from '@tanstack/react-router';
import { parseOrderListSearch } from '../../features/orders/order-search';
import { guardRoute } from '../../session/route-guard';
import { OrderListRouteView } from './-components/order-list-route-view';

export const Route = createFileRoute('/{-$locale}/order')({
  // The shell's name is the original site's order page; here /order lists the member's orders.
  validateSearch: parseOrderListSearch,
  beforeLoad: guardRoute,
  component: OrderListRouteView,
});
