import { useNavigate, useSearch } from '@tanstack/react-router';
import { LazyDisruptionNotices } from '../../../features/disruption/lazy-disruption-notices';
import { OrderListPage } from '../../../features/orders/order-list-page';
import type { OrderListSearch } from '../../../features/orders/order-search';
import { PageFrame } from '../../../ui/page-frame';

/** The view of /member/myOrder and /order: the member's orders, tab and page in the address, notices above. */
export function OrderListRouteView() {
  // Each route validates its search with parseOrderListSearch.
  const { tab, page } = useSearch({ strict: false }) as OrderListSearch;
  const navigate = useNavigate();
  return (
    <PageFrame>
      <LazyDisruptionNotices />
      <OrderListPage
        tab={tab}
        pageNo={page}
        onNavigate={(next, options) =>
          void navigate({ to: '.', search: { tab: next.tab, page: next.pageNo }, replace: options?.replace })
        }
      />
    </PageFrame>
  );
}
