import { createFileRoute } from '@tanstack/react-router';
import { OrderListView } from '../../../../features/ancillaries/views/order-list-view';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/member/order/mealsOrder')({
  component: function MealsOrderPage() {
    return (
      <PageFrame>
        <OrderListView kind="meal" />
      </PageFrame>
    );
  },
});
