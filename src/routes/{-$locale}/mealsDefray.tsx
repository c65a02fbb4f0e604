import { createFileRoute } from '@tanstack/react-router';
import { PURCHASE_FLOWS } from '../../features/ancillaries/flow/ancillary-flow';
import { PayView } from '../../features/ancillaries/views/pay-view';
import { PurchaseStep } from '../../features/ancillaries/views/purchase-step';
import { guardRoute } from '../../session/route-guard';
import { PageFrame } from '../../ui/page-frame';

const Flow = PURCHASE_FLOWS.meal;

// Outside the purchase's layout: this page hosts the same flow, restored from the tab's saved snapshot.
export const Route = createFileRoute('/{-$locale}/mealsDefray')({
  beforeLoad: guardRoute,
  component: function MealsDefrayPage() {
    return (
      <Flow.Host>
        <PageFrame>
          <PurchaseStep kind="meal" page="pay">
            <PayView kind="meal" />
          </PurchaseStep>
        </PageFrame>
      </Flow.Host>
    );
  },
});
