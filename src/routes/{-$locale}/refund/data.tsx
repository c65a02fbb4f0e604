import { createFileRoute } from '@tanstack/react-router';
import { RefundProgressPage } from '../../../features/refund/refund-progress-page';
import { parseOrderNoSearch } from '../../../features/orders/order-search';
import { pageKeyedBySearch } from '../../../ui/page-keyed-by-search';

export const Route = createFileRoute('/{-$locale}/refund/data')({
  validateSearch: parseOrderNoSearch,
  component: pageKeyedBySearch('orderNo', RefundProgressPage),
});
