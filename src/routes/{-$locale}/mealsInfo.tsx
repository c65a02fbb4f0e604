import { createFileRoute } from '@tanstack/react-router';
import { parseOrderNoSearch } from '../../features/orders/order-search';
import { orderDetailRoute } from '../../features/ancillaries/routes/ancillary-routes';

export const Route = createFileRoute('/{-$locale}/mealsInfo')({
  ...orderDetailRoute('meal'),
  validateSearch: parseOrderNoSearch,
});
