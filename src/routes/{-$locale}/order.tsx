import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '../../features/orders/order-list-page';
import { parseOrderListSearch } from '../../features/orders/order-search';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';
import { LazyDisruptionNotices } from '../../features/disruption/lazy-disruption-notices';

export const Route = createFileRoute('/{-$locale}/order')({
  // The shell's name is the original site's order page; here /order lists the member's orders.
  validateSearch: parseOrderListSearch,
  beforeLoad: guardRoute,
  component: function OrderRoute() {
    const { tab, page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PageFrame>
        <LazyDisruptionNotices />
        <OrderListPage
          tab={tab}
          pageNo={page}
          onNavigate={(next, options) =>
            void navigate({ search: { tab: next.tab, page: next.pageNo }, replace: options?.replace })
          }
        />
      </PageFrame>
    );
  },
});
