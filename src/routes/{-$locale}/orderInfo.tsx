import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../features/orders/order-detail-page';
import { parseOrderNoSearch } from '../../features/orders/order-search';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';
import { LazyDisruptionNotices } from '../../features/disruption/lazy-disruption-notices';

export const Route = createFileRoute('/{-$locale}/orderInfo')({
  validateSearch: parseOrderNoSearch,
  beforeLoad: guardRoute,
  component: function OrderInfoRoute() {
    const { orderNo } = Route.useSearch();
    return (
      <PageFrame>
        <LazyDisruptionNotices orderNo={orderNo} />
        <OrderDetailPage key={orderNo} orderNo={orderNo} />
      </PageFrame>
    );
  },
});
