import { createFileRoute } from '@tanstack/react-router';
import { CheckTripView } from '../../../../../../features/ancillaries/views/coupons-view';
import { PurchaseStep } from '../../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase/serve/luggage/tripComponent/checkTrip')({
  component: function CheckTripPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="luggage" page="checkTrip">
          <CheckTripView kind="luggage" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
