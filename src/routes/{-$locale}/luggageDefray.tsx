import { createFileRoute } from '@tanstack/react-router';
import { PURCHASE_FLOWS } from '../../features/ancillaries/flow/ancillary-flow';
import { PayView } from '../../features/ancillaries/views/pay-view';
import { PurchaseStep } from '../../features/ancillaries/views/purchase-step';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';

const Flow = PURCHASE_FLOWS.luggage;

// Outside the purchase's layout: this page hosts the same flow, restored from the tab's saved snapshot.
export const Route = createFileRoute('/{-$locale}/luggageDefray')({
  beforeLoad: guardRoute,
  component: function LuggageDefrayPage() {
    return (
      <Flow.Host>
        <PageFrame>
          <PurchaseStep kind="luggage" page="pay">
            <PayView kind="luggage" />
          </PurchaseStep>
        </PageFrame>
      </Flow.Host>
    );
  },
});
