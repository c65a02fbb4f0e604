import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '../../../features/orders/order-list-page';
import { parseOrderListSearch } from '../../../features/orders/order-search';
import { PageFrame } from '../../../ui/page-frame';
import { LazyDisruptionNotices } from '../../../features/disruption/lazy-disruption-notices';

export const Route = createFileRoute('/{-$locale}/member/myOrder')({
  validateSearch: parseOrderListSearch,
  component: function MyOrderRoute() {
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
