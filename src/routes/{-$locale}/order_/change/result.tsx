import { createFileRoute } from '@tanstack/react-router';
import { isChangeNo } from '../../../../../contract/calls/ticket-changes';
import { parseOptionalOrderNoSearch } from '../../../../features/orders/order-search';
import { ResultPage } from '../../../../features/ticket-change/result-page';

// Where a gateway sends the payer back (?orderNo=CG…&payNo=…): the change number is read again.
export const Route = createFileRoute('/{-$locale}/order_/change/result')({
  validateSearch: parseOptionalOrderNoSearch,
  component: function ChangeResultRoute() {
    const { orderNo } = Route.useSearch();
    return <ResultPage changeNo={orderNo && isChangeNo(orderNo) ? orderNo : ''} />;
  },
});
