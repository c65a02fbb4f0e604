import { createFileRoute } from '@tanstack/react-router';
import { RefundPage } from '../../../features/refund/refund-page';
import { parseOrderNoSearch } from '../../../features/orders/order-search';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/refund/')({
  validateSearch: parseOrderNoSearch,
  component: function RefundRoute() {
    const { orderNo } = Route.useSearch();
    return (
      <PageFrame>
        <RefundPage key={orderNo} orderNo={orderNo} />
      </PageFrame>
    );
  },
});
