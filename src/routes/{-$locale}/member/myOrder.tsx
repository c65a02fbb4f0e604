import { createFileRoute } from '@tanstack/react-router';
import { parseOrderListSearch } from '../../../features/orders/order-search';
import { OrderListRouteView } from '../-components/order-list-route-view';

export const Route = createFileRoute('/{-$locale}/member/myOrder')({
  validateSearch: parseOrderListSearch,
  component: OrderListRouteView,
});
