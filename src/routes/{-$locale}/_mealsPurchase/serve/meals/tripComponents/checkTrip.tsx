import { createFileRoute } from '@tanstack/react-router';
import { CheckTripView } from '../../../../../../features/ancillaries/views/coupons-view';
import { PurchaseStep } from '../../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_mealsPurchase/serve/meals/tripComponents/checkTrip')({
  component: function CheckTripPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="meal" page="checkTrip">
          <CheckTripView kind="meal" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
