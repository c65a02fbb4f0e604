import { createFileRoute } from '@tanstack/react-router';
import { PayView } from '../../../features/ancillaries/views/pay-view';
import { PurchaseStep } from '../../../features/ancillaries/views/purchase-step';
import { ResumeOrder } from '../../../features/ancillaries/views/resume-order';
import { parseOptionalOrderNoSearch } from '../../../features/orders/order-search';
import { PageFrame } from '../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase/luggageDefray')({
  // ?orderNo= (the order list's "Pay"): take that unpaid order up here.
  validateSearch: parseOptionalOrderNoSearch,
  component: function LuggageDefrayPage() {
    return (
      <PageFrame>
        <ResumeOrder kind="luggage" orderNo={Route.useSearch().orderNo ?? ''}>
          <PurchaseStep kind="luggage" page="pay">
            <PayView kind="luggage" />
          </PurchaseStep>
        </ResumeOrder>
      </PageFrame>
    );
  },
});
