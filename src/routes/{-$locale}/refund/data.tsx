import { createFileRoute } from '@tanstack/react-router';
import { RefundProgressPage } from '../../../features/refund/refund-progress-page';
import { parseOrderNoSearch } from '../../../features/orders/order-search';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/refund/data')({
  validateSearch: parseOrderNoSearch,
  component: function RefundDataRoute() {
    const { orderNo } = Route.useSearch();
    return (
      <PageFrame>
        <RefundProgressPage key={orderNo} orderNo={orderNo} />
      </PageFrame>
    );
  },
});
