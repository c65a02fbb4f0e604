import { createFileRoute } from '@tanstack/react-router';
import { CouponsView } from '../../../../../../features/ancillaries/views/coupons-view';
import { PurchaseStep } from '../../../../../../features/ancillaries/views/purchase-step';
import { PageFrame } from '../../../../../../ui/page-frame';

export const Route = createFileRoute('/{-$locale}/_luggagePurchase/serve/luggage/tripComponent/trip')({
  component: function TripPage() {
    return (
      <PageFrame>
        <PurchaseStep kind="luggage" page="trip">
          <CouponsView kind="luggage" />
        </PurchaseStep>
      </PageFrame>
    );
  },
});
