import { createFileRoute } from '@tanstack/react-router';
import { ConfirmView } from '../../../../features/ancillaries/views/confirm-view';
import { PurchaseStep } from '../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase/orderConfirm/createLuggage')({
  component: function CreateLuggagePage() {
    return (
      <PageFrame>
        <PurchaseStep kind="luggage" page="confirm">
          <ConfirmView kind="luggage" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
