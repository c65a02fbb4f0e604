import { createFileRoute } from '@tanstack/react-router';
import { OrderListView } from '../../../../features/ancillaries/views/order-list-view';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/order/luggageOrder')({
  component: function LuggageOrderPage() {
    return (
      <PageFrame>
        <OrderListView kind="luggage" />
      </PageFrame>
    );
  },
});
