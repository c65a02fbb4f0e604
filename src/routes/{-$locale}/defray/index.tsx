import { createFileRoute } from '@tanstack/react-router';
import { parseOrderNoSearch } from '../../../features/orders/order-search';
import { DefrayPage } from '../../../features/payment/defray-page';

export const Route = createFileRoute('/{-$locale}/defray/')({
  validateSearch: parseOrderNoSearch,
  component: function DefrayRoute() {
    const { orderNo } = Route.useSearch();
    return <DefrayPage key={orderNo} orderNo={orderNo} />;
  },
});
