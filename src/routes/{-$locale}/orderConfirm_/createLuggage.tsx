import { createFileRoute } from '@tanstack/react-router';
import { PURCHASE_FLOWS } from '../../../features/ancillaries/flow/ancillary-flow';
import { ConfirmView } from '../../../features/ancillaries/views/confirm-view';
import { PurchaseStep } from '../../../features/ancillaries/views/purchase-step';
import { guardRoute } from '../../../session/route-guard';
import { PageFrame } from '../../../ui/page-frame';

const Flow = PURCHASE_FLOWS.luggage;

// Outside the purchase's layout (and not under the booking wizard's): this page hosts the same flow, restored from the tab's saved snapshot.
export const Route = createFileRoute('/{-$locale}/orderConfirm_/createLuggage')({
  beforeLoad: guardRoute,
  component: function CreateLuggagePage() {
    return (
      <Flow.Host>
        <PageFrame>
          <PurchaseStep kind="luggage" page="confirm">
            <ConfirmView kind="luggage" />
          </PurchaseStep>
        </PageFrame>
      </Flow.Host>
    );
  },
});
