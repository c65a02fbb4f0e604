import { createFileRoute } from '@tanstack/react-router';
import { ORDER_NO_PATTERN, textMatching } from '../../../features/orders/order-search';
import { DefrayResultPage } from '../../../features/payment/defray-result-page';

const PAY_NO_PATTERN = /^[A-Z0-9]{6,40}$/;

/** Where the gateways send the traveller back; the key restarts polling for another attempt. */
export const Route = createFileRoute('/{-$locale}/defray/api')({
  validateSearch: (search: Record<string, unknown>) => ({
    orderNo: textMatching(ORDER_NO_PATTERN, search.orderNo),
    payNo: textMatching(PAY_NO_PATTERN, search.payNo),
  }),
  component: function DefrayReturnRoute() {
    const { orderNo, payNo } = Route.useSearch();
    return <DefrayResultPage key={payNo} orderNo={orderNo} payNo={payNo} />;
  },
});
