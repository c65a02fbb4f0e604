import { createFileRoute } from '@tanstack/react-router';
import { RefundPage } from '../../../features/refund/refund-page';
import { parseOrderNoSearch } from '../../../features/orders/order-search';
import { pageKeyedBySearch } from '../../../ui/page-keyed-by-search';

export const Route = createFileRoute('/{-$locale}/refund/')({
  validateSearch: parseOrderNoSearch,
  component: pageKeyedBySearch('orderNo', RefundPage),
});
