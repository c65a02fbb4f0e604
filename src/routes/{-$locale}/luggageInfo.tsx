import { createFileRoute } from '@tanstack/react-router';
import { parseOrderNoSearch } from '../../features/orders/order-search';
import { OrderDetailView } from '../../features/ancillaries/views/order-list-view';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/luggageInfo')({
  beforeLoad: guardRoute,
  validateSearch: parseOrderNoSearch,
  component: function LuggageInfoPage() {
    const { orderNo } = Route.useSearch();
    return (
      <PageFrame>
        <OrderDetailView kind="luggage" orderNo={orderNo} />
      </PageFrame>
    );
  },
});
