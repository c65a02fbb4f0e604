import { createFileRoute } from '@tanstack/react-router';
import { PURCHASE_FLOWS } from '../../features/ancillaries/flow/ancillary-flow';
import { PayView } from '../../features/ancillaries/views/pay-view';
import { PurchaseStep } from '../../features/ancillaries/views/purchase-step';
import { ResumeOrder } from '../../features/ancillaries/views/resume-order';
import { parseOptionalOrderNoSearch } from '../../features/orders/order-search';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';

const Flow = PURCHASE_FLOWS.luggage;

// Outside the purchase's layout: this page hosts the same flow, restored from the tab's saved snapshot.
export const Route = createFileRoute('/{-$locale}/luggageDefray')({
  beforeLoad: guardRoute,
  // ?orderNo= (the order list's "Pay"): take that unpaid order up here.
  validateSearch: parseOptionalOrderNoSearch,
  component: function LuggageDefrayPage() {
    return (
      <Flow.Host>
        <PageFrame>
          <ResumeOrder kind="luggage" orderNo={Route.useSearch().orderNo ?? ''}>
            <PurchaseStep kind="luggage" page="pay">
              <PayView kind="luggage" />
            </PurchaseStep>
          </ResumeOrder>
        </PageFrame>
      </Flow.Host>
    );
  },
});
