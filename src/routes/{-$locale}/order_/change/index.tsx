import { createFileRoute } from '@tanstack/react-router';
import { parseOptionalOrderNoSearch } from '../../../../features/orders/order-search';
import { ChoosePage } from '../../../../features/ticket-change/choose-page';

export const Route = createFileRoute('/{-$locale}/order_/change/')({
  validateSearch: parseOptionalOrderNoSearch,
  component: function ChangeChooseRoute() {
    const { orderNo } = Route.useSearch();
    return <ChoosePage orderNo={orderNo ?? ''} />;
  },
});
